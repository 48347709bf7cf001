/// The LSP types navlint's server sends and receives (the subset it uses), as `Codable` values.
public struct Position: Codable, Hashable, Sendable { public var line: Int; public var character: Int }
public struct Range: Codable, Hashable, Sendable { public var start: Position; public var end: Position }
public struct Location: Codable, Hashable, Sendable { public var uri: String; public var range: Range }

struct TextDocumentIdentifier: Codable { var uri: String }
struct TextDocumentItem: Codable { var uri: String; var languageId: String?; var version: Int?; var text: String }
struct VersionedTextDocumentIdentifier: Codable { var uri: String; var version: Int? }
struct ContentChange: Codable { var range: Range?; var text: String }

struct DidOpenParams: Codable { var textDocument: TextDocumentItem }
struct DidChangeParams: Codable { var textDocument: VersionedTextDocumentIdentifier; var contentChanges: [ContentChange] }
struct DidSaveParams: Codable { var textDocument: TextDocumentIdentifier; var text: String? }
struct DidCloseParams: Codable { var textDocument: TextDocumentIdentifier }
struct PositionParams: Codable { var textDocument: TextDocumentIdentifier; var position: Position }
struct DocumentParams: Codable { var textDocument: TextDocumentIdentifier }
struct CodeActionParams: Codable {
    struct Context: Codable { var diagnostics: [LSPDiagnostic] }
    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context?
}
struct InitializeParams: Codable { var rootUri: String?; var rootPath: String? }

struct LSPDiagnostic: Codable, Hashable {
    struct CodeDescription: Codable, Hashable { var href: String }
    struct Related: Codable, Hashable { var location: Location; var message: String }
    var range: Range
    /// 1 error, 2 warning, 3 information.
    var severity: Int
    var code: String
    var codeDescription: CodeDescription?
    var source: String
    var message: String
    var relatedInformation: [Related]?
}
struct PublishDiagnosticsParams: Codable { var uri: String; var version: Int?; var diagnostics: [LSPDiagnostic] }

struct LSPTextEdit: Codable, Hashable { var range: Range; var newText: String }
struct WorkspaceEdit: Codable { var changes: [String: [LSPTextEdit]] }
struct CodeAction: Codable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]
    var isPreferred: Bool
    var edit: WorkspaceEdit
}

struct MarkupContent: Codable { var kind = "markdown"; var value: String }
struct Hover: Codable { var contents: MarkupContent; var range: Range? }

struct CompletionItem: Codable, Hashable {
    /// LSP CompletionItemKind: 3 function, 5 field, 6 variable, 7 class, 10 property, 13 enum, 14 keyword, 20 enum member, 22 struct.
    var label: String
    var kind: Int
    var detail: String?
}
struct CompletionList: Codable { var isIncomplete: Bool; var items: [CompletionItem] }

struct DocumentSymbol: Codable {
    /// LSP SymbolKind: 5 class, 10 enum, 12 function, 13 variable, 23 struct.
    var name: String
    var detail: String?
    var kind: Int
    var range: Range
    var selectionRange: Range
}

struct ServerCapabilities: Codable {
    struct Sync: Codable { var openClose = true; var change = 1; var save = true }
    struct Completion: Codable { var triggerCharacters = ["$", ".", " ", ":"] }
    var textDocumentSync = Sync()
    var hoverProvider = true
    var definitionProvider = true
    var codeActionProvider = true
    var documentSymbolProvider = true
    var completionProvider = Completion()
}
struct InitializeResult: Codable {
    struct Info: Codable { var name: String; var version: String }
    var capabilities = ServerCapabilities()
    var serverInfo: Info
}
