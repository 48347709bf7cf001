import Foundation
import SwiftSyntax

/// Facts of one parsed file that the builder asks for only when the code needs them (where the module constructs its
/// types, the names it declares, its URL handlers, its type aliases), each found by one walk of the file at the first
/// ask and kept with the parse. Every target that reads the file (a package imported by fifteen targets) and every pass
/// of the builder then merges the files' facts instead of walking every file again: the work is once per file, not
/// once per file, target and pass. The parse cache shares a file between targets linted on several threads: a lock.
final class KeptFileFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var constructionSites: ConstructionSites?
    private var declaredNames: FunctionNameFinder?
    private var urlHandlers: NavigationURLHandlers?
    private var aliases: Set<String>?
    private var typeNameUses: TypeNameUses?
    private var tokenTexts: Set<String>?
    private var relevanceFacts: RelevanceFileFacts?
    private var relevanceSites: RelevanceSites?

    /// How many facts were found (each walk of the file once): at most one per kind, however many targets ask.
    var walks: Int {
        lock.lock()
        defer { lock.unlock() }
        return walked
    }
    private var walked = 0

    /// The slot's fact, found by `find` at the first ask.
    private func value<T>(_ slot: inout T?, _ find: () -> T) -> T {
        if let known = slot { return known }
        walked += 1
        let found = find()
        slot = found
        return found
    }

    fileprivate func constructionSites(_ find: () -> ConstructionSites) -> ConstructionSites {
        lock.lock()
        defer { lock.unlock() }
        return value(&constructionSites, find)
    }

    fileprivate func declaredNames(_ find: () -> FunctionNameFinder) -> FunctionNameFinder {
        lock.lock()
        defer { lock.unlock() }
        return value(&declaredNames, find)
    }

    fileprivate func urlHandlers(_ find: () -> NavigationURLHandlers) -> NavigationURLHandlers {
        lock.lock()
        defer { lock.unlock() }
        return value(&urlHandlers, find)
    }

    fileprivate func aliases(_ find: () -> Set<String>) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return value(&aliases, find)
    }

    fileprivate func typeNameUses(_ find: () -> TypeNameUses) -> TypeNameUses {
        lock.lock()
        defer { lock.unlock() }
        return value(&typeNameUses, find)
    }

    fileprivate func tokenTexts(_ find: () -> Set<String>) -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return value(&tokenTexts, find)
    }

    fileprivate func relevanceFacts(_ find: () -> RelevanceFileFacts) -> RelevanceFileFacts {
        lock.lock()
        defer { lock.unlock() }
        return value(&relevanceFacts, find)
    }

    fileprivate func relevanceSites(_ find: () -> RelevanceSites) -> RelevanceSites {
        lock.lock()
        defer { lock.unlock() }
        return value(&relevanceSites, find)
    }
}

extension SwiftFileFacts {
    /// Where this file makes values of types (`ConstructionSites`).
    var constructionSites: ConstructionSites {
        kept.constructionSites { ConstructionSites.find(in: [source]) }
    }

    /// The functions, variables, cases and types this file declares (`FunctionNameFinder`).
    var declaredNames: FunctionNameFinder {
        kept.declaredNames {
            let finder = FunctionNameFinder()
            finder.walk(source.tree)
            return finder
        }
    }

    /// This file's URL handlers (`NavigationURLHandlers`).
    var urlHandlers: NavigationURLHandlers {
        kept.urlHandlers { NavigationURLHandlers([source]) }
    }

    /// The names this file declares as `typealias` or `associatedtype`.
    var aliases: Set<String> {
        kept.aliases {
            var names: Set<String> = []
            var declaring = false
            for token in source.tree.tokens(viewMode: .sourceAccurate) {
                if declaring, case .identifier(let name) = token.tokenKind { names.insert(name) }
                declaring = token.tokenKind == .keyword(.typealias) || token.tokenKind == .keyword(.associatedtype)
            }
            return names
        }
    }

    /// The capitalized names this file's code uses, per top-level type and outside them (`TypeNameUses`).
    var typeNameUses: TypeNameUses {
        kept.typeNameUses { TypeNameUses(source.tree) }
    }

    /// The text of every token of the file, and each without a leading `$` or `_` (`RelevanceUses.stripped`): a name
    /// the file may use, bare, as a binding or as storage. `NavigationRelevance` walks only the files holding a name it
    /// asks about.
    var tokenTexts: Set<String> {
        kept.tokenTexts {
            var texts: Set<String> = []
            for token in source.tree.tokens(viewMode: .sourceAccurate) {
                let text = token.text
                texts.insert(text)
                let stripped = RelevanceUses.stripped(text).name
                if stripped != text { texts.insert(stripped) }
            }
            return texts
        }
    }

    /// What `RelevanceUses` finds in this file whatever the candidates are (`RelevanceFileFacts`).
    var relevanceFacts: RelevanceFileFacts {
        kept.relevanceFacts { RelevanceFileFacts(source.tree) }
    }

    /// The nodes `RelevanceUses` may record something at, by name (`RelevanceSites`).
    var relevanceSites: RelevanceSites {
        kept.relevanceSites { RelevanceSites(source.tree) }
    }
}
