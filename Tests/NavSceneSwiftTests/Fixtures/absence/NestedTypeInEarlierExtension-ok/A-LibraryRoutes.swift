// The library's own `Route`, nested in an extension read before the library's declaration (B-Library.swift): inside
// the library, `Route` is this one (it was lost when the declaration replaced the extension's placeholder, and the
// library's code read the home screen's Route). Here the library maps its Route.
// Expected: no finding.
extension LibraryView {
    enum Route: Hashable { case shelf(Int), search }
}
