// The library's own `Route`, nested in an extension read before the library's declaration (B-Library.swift): inside
// the library, `Route` is this one (it was lost when the declaration replaced the extension's placeholder, and the
// library's code read the home screen's Route). The library's stack maps no Route of its own.
// Expected: link-without-destination at the "Shelf" link (B-Library.swift:9).
extension LibraryView {
    enum Route: Hashable { case shelf(Int), search }
}
