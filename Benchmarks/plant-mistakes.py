#!/usr/bin/env python3
"""Plant one navigation mistake at a time in copies of real SwiftUI apps and count how many navlint finds.

    Benchmarks/plant-mistakes.py APPS PLANTED [--navlint BIN] [--floor BIN] [--only REGEX] [--json OUT]

APPS holds one folder per app, named as in Benchmarks/RESULTS.md ("Real SwiftUI apps"): the user's own checkouts, at the
commits listed there. For each plant below, the app's .swift files and manifests are copied to PLANTED/<app>-<n>/, one
edit is applied, navlint runs on the copy as on the original, and the plant is *found* when navlint reports the expected
rule where the mistake is (or, for absence findings, anywhere the original had no such finding). Prints found / missed
per plant, then totals by rule and by kind.

No app code is in this file: each edit is a pattern applied to the checkout (a regular expression that finds one line,
then a move, copy, deletion or wrap of the balanced block starting there) or a line of our own inserted next to it. A
plant whose pattern no longer matches (the app moved on) is reported as *stale*, not as found or missed.

--floor names Benchmarks/swift-floor (built by real-apps.sh); with it, every edited file is checked to still parse.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys

# ---------------------------------------------------------------------------------------------------------------------
# Editing Swift text by balanced blocks


def _code_mask(text):
    """For each character: True when it is code (not inside a string literal or a comment)."""
    mask = [True] * len(text)
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j): mask[k] = False
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j): mask[k] = False
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            for k in range(i, j): mask[k] = False
            i = j
        elif text[i] == '"':
            j = i + 1
            depth = 0  # interpolations \( ... ) may hold parentheses
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "(":
                    depth += 1; j += 2; continue
                if text[j] == "\\":
                    j += 2; continue
                if depth and text[j] == ")": depth -= 1
                elif not depth and text[j] == '"': break
                j += 1
            for k in range(i, min(j + 1, n)): mask[k] = False
            i = j + 1
        else:
            i += 1
    return mask


def line_starts(text):
    starts = [0]
    for i, c in enumerate(text):
        if c == "\n": starts.append(i + 1)
    return starts


def find_line(text, pattern, nth=0, after=0):
    """Offset of the start of the nth line (0-based) at or after offset `after` whose text matches `pattern`."""
    rx = re.compile(pattern)
    count = 0
    for start in line_starts(text):
        if start < after: continue
        end = text.find("\n", start)
        line = text[start:] if end < 0 else text[start:end]
        if rx.search(line):
            if count == nth: return start
            count += 1
    return None


def block_end(text, start):
    """From `start` (a line start), the offset just past the balanced expression that starts on that line: brackets
    are counted (outside strings and comments) until they close again, and the trailing closure(s) chained on the same
    line are included. When the block ends mid-line (`}.sheet(...)`), the end is right after the closing bracket."""
    mask = _code_mask(text)
    depth, opened, i = 0, False, start
    while i < len(text):
        c = text[i]
        if mask[i]:
            if c in "({[":
                depth += 1; opened = True
            elif c in ")}]":
                depth -= 1
                if depth <= 0 and opened:
                    # a trailing closure may follow on the same line: `) { x in`
                    rest = text[i + 1:text.find("\n", i) if text.find("\n", i) >= 0 else len(text)]
                    if depth == 0 and re.match(r"\s*(\w+:\s*)?\{", rest):
                        i += 1; continue
                    return i + 1
            elif c == "\n" and depth == 0 and opened:
                return i
            elif c == "\n" and not opened:
                return i  # a one-line expression without brackets
        i += 1
    return len(text)


def indent_of(text, line_start):
    m = re.match(r"[ \t]*", text[line_start:])
    return m.group(0)


def reindent(block, new_indent):
    lines = block.split("\n")
    old = re.match(r"[ \t]*", lines[0]).group(0)
    out = []
    for l in lines:
        out.append(new_indent + l[len(old):] if l.startswith(old) else new_indent + l.lstrip())
    return "\n".join(out)


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


class Stale(Exception):
    pass


class Edit:
    """One edit to one file of the copy; apply() returns the edited text and the lines it planted (1-based)."""
    file = None


class Insert(Edit):
    """Insert our own lines before or after the line matching `anchor` (or after the end of the block starting there,
    with `after_block=True`), indented like that line (plus `extra` spaces)."""
    def __init__(self, file, anchor, lines, nth=0, before=False, after_block=False, extra=0):
        self.file, self.anchor, self.lines, self.nth, self.before, self.after_block, self.extra = file, anchor, lines, nth, before, after_block, extra

    def apply(self, text):
        at = find_line(text, self.anchor, self.nth)
        if at is None: raise Stale("%s: no line matches %r" % (self.file, self.anchor))
        indent = indent_of(text, at) + " " * self.extra
        body = "\n".join(indent + l for l in self.lines)
        if self.before:
            pos, new = at, body + "\n"
        elif self.after_block:
            end = block_end(text, at)
            pos, new = end, "\n" + body
            if text[end - 1:end] != "}" and text[end - 1:end] != ")":
                pos = end
        else:
            end = text.find("\n", at)
            pos, new = (len(text), "\n" + body) if end < 0 else (end, "\n" + body)
        edited = text[:pos] + new + text[pos:]
        first = line_of(edited, pos + (1 if new.startswith("\n") else 0))
        return edited, list(range(first, first + len(self.lines)))


class Delete(Edit):
    """Delete the balanced block starting at the line matching `anchor` (a modifier and its closure)."""
    def __init__(self, file, anchor, nth=0):
        self.file, self.anchor, self.nth = file, anchor, nth

    def apply(self, text):
        at = find_line(text, self.anchor, self.nth)
        if at is None: raise Stale("%s: no line matches %r" % (self.file, self.anchor))
        end = block_end(text, at)
        if text[end:end + 1] == "\n": end += 1
        return text[:at] + text[end:], []


class Move(Edit):
    """Move (or copy, with copy=True) the balanced block starting at the line matching `anchor` to just before the line
    matching `to` (in `to_file`, default the same file), re-indented like that line; with after=True, just after the
    balanced block starting at that line, indented one level deeper (so it chains onto that view as a modifier)."""
    def __init__(self, file, anchor, to, to_file=None, nth=0, to_nth=0, copy=False, after=False):
        self.file, self.anchor, self.to, self.nth, self.to_nth, self.copy, self.after = file, anchor, to, nth, to_nth, copy, after
        self.to_file = to_file or file

    def cut(self, text):
        at = find_line(text, self.anchor, self.nth)
        if at is None: raise Stale("%s: no line matches %r" % (self.file, self.anchor))
        end = block_end(text, at)
        block = text[at:end]
        if not self.copy:
            cut_end = end + 1 if text[end:end + 1] == "\n" else end
            text = text[:at] + text[cut_end:]
        return text, block

    def paste(self, text, block):
        dest = find_line(text, self.to, self.to_nth)
        if dest is None: raise Stale("%s: no line matches %r" % (self.to_file, self.to))
        indent = indent_of(text, dest)
        lead = ""
        if self.after:
            dest = block_end(text, dest)
            if text[dest:dest + 1] == "\n":
                dest += 1
            else:
                lead = "\n"  # the block ended mid-line (`}.modifier(...)`): the moved block goes on lines of its own
            indent += "    "
        moved = reindent(block, indent)
        edited = text[:dest] + lead + moved + "\n" + text[dest:]
        dest += len(lead)
        first = line_of(edited, dest)
        return edited, list(range(first, first + moved.count("\n") + 1))

    def apply(self, text):
        text, block = self.cut(text)
        return self.paste(text, block)


class WrapInStack(Edit):
    """Wrap the content of the `var body: some View {` found at or after the line matching `anchor` in a
    NavigationStack of its own (the pushed view holds its own stack)."""
    def __init__(self, file, anchor, nth=0):
        self.file, self.anchor, self.nth = file, anchor, nth

    def apply(self, text):
        at = find_line(text, self.anchor, self.nth)
        if at is None: raise Stale("%s: no line matches %r" % (self.file, self.anchor))
        body = find_line(text, r"var body: some View\s*\{", 0, after=at)
        if body is None: raise Stale("%s: no body after %r" % (self.file, self.anchor))
        end = block_end(text, body)  # just past the body's closing brace
        close = text.rfind("}", body, end)
        indent = indent_of(text, body)
        open_at = text.find("\n", body) + 1
        inner = text[open_at:text.rfind("\n", 0, close) + 1]
        wrapped = indent + "    NavigationStack {\n" + "".join("    " + l if l.strip() else l for l in inner.splitlines(True)) + indent + "    }\n"
        edited = text[:open_at] + wrapped + text[text.rfind("\n", 0, close) + 1:]
        return edited, [line_of(edited, open_at)]


class Replace(Edit):
    """Replace `old` (a regular expression) by `new` on the line matching `anchor`."""
    def __init__(self, file, anchor, old, new, nth=0):
        self.file, self.anchor, self.old, self.new, self.nth = file, anchor, old, new, nth

    def apply(self, text):
        at = find_line(text, self.anchor, self.nth)
        if at is None: raise Stale("%s: no line matches %r" % (self.file, self.anchor))
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        line, count = re.subn(self.old, self.new, text[at:end], count=1)
        if not count: raise Stale("%s: %r not on the line" % (self.file, self.old))
        return text[:at] + line + text[end:], [line_of(text, at)]


class Plant:
    """One mistake: its kind, the edits, the rule that should report it, and where.

    where: "planted" -- at a line the edit planted (in the edited file);
           "anywhere" -- anywhere, counted as new when the original app has fewer findings of the rule;
           (file, anchor) -- at a line of `file` (in the planted copy) matching `anchor`, or a planted line."""
    def __init__(self, app, kind, rule, edits, where="planted", why=""):
        self.app, self.kind, self.rule, self.edits, self.where, self.why = app, kind, rule, edits, where, why


# ---------------------------------------------------------------------------------------------------------------------
# The plants. Kinds: row (a destination moved into a List/LazyVStack row or ForEach), removed (a type's only
# destination removed), nested (a pushed view wrapped in its own NavigationStack), duplicate (a second destination for
# one type on one stack), codable (a non-Codable value in a persisted path), sheet (a sheet whose link needs a
# destination declared only on the presenting stack), outside (a navigationDestination with no stack above it).

PLANTS = []


ROW = "destination-in-foreach|destination-in-lazy-container"
DEST = ['.navigationDestination(for: String.self) { text in', '    Text(text)', '}']

def outside(app, file, stack_anchor, nth=0):
    """A destination chained after the NavigationStack itself: no stack above it."""
    return Plant(app, "outside", "destination-outside-stack", [Insert(file, stack_anchor, DEST, nth=nth, after_block=True)])

# EmergeTools/hackernews (ios/): one stack bound to an @Observable model's path, pushes by model methods.
HN = "EmergeTools+hackernews"
PLANTS += [
    Plant(HN, "row", ROW, [Move("ios/HackerNews/HNApp.swift", r"\.navigationDestination\(for: AppViewModel\.AppNavigation\.self\)",
                                to_file="ios/HackerNews/Feed/FeedScreen.swift", to=r"\.listRowInsets\(EdgeInsets\(\)\)")]),
    Plant(HN, "removed", "link-without-destination", [Delete("ios/HackerNews/HNApp.swift", r"\.navigationDestination\(for: AppViewModel\.AppNavigation\.self\)")], where="anywhere"),
    Plant(HN, "nested", "nested-stack", [WrapInStack("ios/HackerNews/Comments/CommentsScreen.swift", r"^struct CommentsScreen\b")]),
    Plant(HN, "sheet", "link-without-destination", [Insert("ios/HackerNews/Settings/SendFeedbackScreen.swift", r"Section\(String\(localized: \"feedback\.section\.yourInfo\"\)\)",
                                                           ['NavigationLink("planted", value: AppViewModel.AppNavigation.webLink(url: URL(string: "https://example.com")!, title: "planted"))'], before=True)]),
    outside(HN, "ios/HackerNews/HNApp.swift", r"NavigationStack\(path: \$appModel\.navigationPath\)"),
]

# nalexn/clean-architecture-swiftui: SwiftData @Query list, value links in a List, a pushed detail, a sheet with its own stack.
CA = "nalexn+clean-architecture-swiftui"
CAL = "CountriesSwiftUI/UI/CountriesList/CountriesListView.swift"
CAD = "CountriesSwiftUI/UI/CountryDetails/CountryDetailsView.swift"
PLANTS += [
    Plant(CA, "row", ROW, [Move(CAL, r"\.navigationDestination\(for: DBModel\.Country\.self\)", to=r"NavigationLink\(value: country\)", after=True)]),
    Plant(CA, "removed", "link-without-destination", [Delete(CAL, r"\.navigationDestination\(for: DBModel\.Country\.self\)")], where="anywhere"),
    Plant(CA, "nested", "nested-stack", [WrapInStack(CAD, r"^struct CountryDetails\b")]),
    Plant(CA, "duplicate", "duplicate-destination", [Move(CAL, r"\.navigationDestination\(for: DBModel\.Country\.self\)", copy=True,
                                                         to_file=CAD, to=r"\.navigationBarTitle\(country\.name")],
          where=(CAL, r"\.navigationDestination\(for: DBModel\.Country\.self\)")),
    Plant(CA, "sheet", "link-without-destination|link-outside-navigation", [Insert("CountriesSwiftUI/UI/CountryDetails/ModalFlagView.swift", r"^\s*Spacer\(\)$",
                                                                                  ['NavigationLink("planted", value: country)'], before=True)]),
    outside(CA, CAL, r"NavigationStack\(path: \$navigationPath\)"),
]

# diananareiko/RickAndMortySwiftUI: a coordinator object builds every page from an enum.
RM = "diananareiko+RickAndMortySwiftUI"
RMC = "RickAndMortySwiftUI/Services/Coordinator/CoordinatorView.swift"
PLANTS += [
    Plant(RM, "row", ROW, [Move(RMC, r"\.navigationDestination\(for: AppPage\.self\)", to_file="RickAndMortySwiftUI/Flow/CharactersPage/View/Rows/CharacterGrid.swift",
                                to=r"^\s*CharacterRow\($", after=True)]),
    Plant(RM, "nested", "nested-stack", [WrapInStack("RickAndMortySwiftUI/Flow/CharactersPage/View/CharactersPage.swift", r"^struct CharactersPage\b")]),
    outside(RM, RMC, r"NavigationStack\(path: \$coordinator\.path\)"),
]

# igorkulman/SwiftUISampleApp: a coordinator in an App package, feature views in a Features package (SwiftPM modules).
IK = "igorkulman+SwiftUISampleApp"
IKC = "sources/App/Sources/App/Coordinator/CoordinatorView.swift"
PLANTS += [
    Plant(IK, "row", ROW, [Move(IKC, r"\.navigationDestination\(for: Screen\.self\)", to_file="sources/Features/Sources/Features/Feed/Views/FeedView.swift",
                                to=r"ItemRow\(item: item\)", after=True)]),
    Plant(IK, "removed", "link-without-destination", [Delete(IKC, r"\.navigationDestination\(for: Screen\.self\)")], where="anywhere"),
    Plant(IK, "nested", "nested-stack", [WrapInStack("sources/Features/Sources/Features/Feed/Views/FeedView.swift", r"^public struct FeedView\b")]),
    outside(IK, IKC, r"NavigationStack\(path: \$coordinator\.path\)"),
]

# Dimillian/IcySky: per-tab stacks from ForEach(AppTab.allCases), destinations in a ViewModifier, features in a local package.
IS = "Dimillian+IcySky"
ISD = "App/Destinations/AppDestinations.swift"
ISP = "Packages/Features/Sources/PostUI/Detail/PostDetailView.swift"
PLANTS += [
    Plant(IS, "row", ROW, [Move(ISD, r"\.navigationDestination\(for: RouterDestination\.self\)", to_file="Packages/Features/Sources/PostUI/List/Base/PostsListView.swift",
                                to=r"PostRowView\(post: post\)", after=True)]),
    Plant(IS, "removed", "link-without-destination", [Delete(ISD, r"\.navigationDestination\(for: RouterDestination\.self\)")], where="anywhere"),
    Plant(IS, "nested", "nested-stack", [WrapInStack(ISP, r"^public struct PostDetailView\b")]),
    Plant(IS, "duplicate", "duplicate-destination", [Move(ISD, r"\.navigationDestination\(for: RouterDestination\.self\)", copy=True, to_file=ISP, to=r"\.screenContainer\(\)")],
          where=(ISD, r"\.navigationDestination\(for: RouterDestination\.self\)")),
    outside(IS, "App/AppTabsRoot.swift", r"NavigationStack\(path: \$router\[tab\]\)"),
]

# apple/sample-food-truck: a split view whose detail column holds the one stack; destinations on the column's roots.
FT = "apple+sample-food-truck"
FTO = "App/Orders/OrdersView.swift"
PLANTS += [
    Plant(FT, "row", ROW, [Move(FTO, r"\.navigationDestination\(for: Order\.ID\.self\)", to=r"NavigationLink\(value: order\.id\)", after=True)]),
    Plant(FT, "removed", "link-without-destination", [Delete(FTO, r"\.navigationDestination\(for: Order\.ID\.self\)")], where="anywhere"),
    Plant(FT, "nested", "nested-stack", [WrapInStack("App/Orders/OrderDetailView.swift", r"^struct OrderDetailView\b")]),
    Plant(FT, "duplicate", "duplicate-destination", [Move(FTO, r"\.navigationDestination\(for: Order\.ID\.self\)", copy=True,
                                                         to_file="App/Orders/OrderDetailView.swift", to=r"\.navigationTitle\(order\.id\)")],
          where=(FTO, r"\.navigationDestination\(for: Order\.ID\.self\)")),
    Plant(FT, "sheet", "link-without-destination", [Insert("App/Orders/OrderCompleteView.swift", r"^\s*DonutBoxView\(isOpen: boxClosed\)",
                                                           ['NavigationLink("planted", value: order.id)'], before=True)]),
    Plant(FT, "codable", "non-codable-path", [
        Insert("App/Navigation/ContentView.swift", r"@State private var path = NavigationPath\(\)", ['@SceneStorage("navigation") private var savedNavigation: Data?']),
        Insert("App/Navigation/ContentView.swift", r"^\s*\.environmentObject\(accountStore\)", [
            '.onChange(of: path) { newPath in',
            '    savedNavigation = newPath.codable.flatMap { try? JSONEncoder().encode($0) }',
            '}'], before=True)], where="anywhere"),
]

# apple/sample-backyard-birds: SwiftData @Query, tabs or a split view (AppScreen), a stack per screen, LazyVGrid of links.
BB = "apple+sample-backyard-birds"
BBS = "Multiplatform/Backyards/BackyardNavigationStack.swift"
BBD = "Multiplatform/Backyards/BackyardDetailView.swift"
PLANTS += [
    Plant(BB, "row", ROW, [Move(BBS, r"\.navigationDestination\(for: Backyard\.ID\.self\)", to_file="Multiplatform/Backyards/BackyardGridItem.swift",
                                to=r"NavigationLink\(value: backyard\.id\)", after=True)]),
    Plant(BB, "removed", "link-without-destination", [Delete(BBS, r"\.navigationDestination\(for: Backyard\.ID\.self\)")], where="anywhere"),
    Plant(BB, "nested", "nested-stack", [WrapInStack(BBD, r"^struct BackyardDetailView\b")]),
    Plant(BB, "duplicate", "duplicate-destination", [Move(BBS, r"\.navigationDestination\(for: Backyard\.ID\.self\)", copy=True, to_file=BBD,
                                                         to=r"\.navigationTitle\(backyard\.name\)")],
          where=(BBS, r"\.navigationDestination\(for: Backyard\.ID\.self\)")),
    Plant(BB, "sheet", "link-without-destination", [Insert("Multiplatform/Backyards/BirdFoodPickerSheet.swift", r"^\s*birdFoodShopLink$",
                                                           ['NavigationLink("planted", value: backyard.id)'], nth=1, before=True)]),
]

# Whisky-App/Whisky (macOS): a split view; the bottle view's own stack with a bound NavigationPath; a Form of value links.
WH = "Whisky-App+Whisky"
WHB = "Whisky/Views/Bottle/BottleView.swift"
PLANTS += [
    Plant(WH, "row", ROW, [Move(WHB, r"\.navigationDestination\(for: BottleStage\.self\)", to=r"NavigationLink\(value: BottleStage\.programs\)", after=True)]),
    Plant(WH, "removed", "link-without-destination", [Delete(WHB, r"\.navigationDestination\(for: Program\.self\)")], where="anywhere"),
    Plant(WH, "nested", "nested-stack", [WrapInStack("Whisky/Views/Bottle/ConfigView.swift", r"^struct ConfigView\b")]),
    # Not after the bottle view's own stack: that stack is the root of the split view's detail column, and a
    # destination in a NavigationSplitView's column outside its stack is inside navigation (the rule's split view
    # example); the sheet's content, a new presentation with no stack, has none around it.
    Plant(WH, "outside", "destination-outside-stack", [Insert(WHB, r"^\s*WinetricksView\(bottle: bottle\)$", DEST, after_block=True, extra=4)]),
]

# kiwix/kiwix-apple: iOS and macOS in one target; split view on iPad, a stack per library screen, Core Data fetch requests.
KX = "kiwix+kiwix-apple"
KXN = "Views/Library/ZimFilesOpenedNavStack.swift"
PLANTS += [
    Plant(KX, "row", ROW, [Move(KXN, r"\.navigationDestination\(for: ZimFile\.self\)", to=r"NavigationLink\(value: zimFile\)", after=True)]),
    Plant(KX, "removed", "link-without-destination", [Delete(KXN, r"\.navigationDestination\(for: ZimFile\.self\)")], where="anywhere"),
    Plant(KX, "nested", "nested-stack", [WrapInStack("Views/Library/ZimFileDetail/ZimFileDetail.swift", r"^struct ZimFileDetail\b")]),
    # Not after the opened-files stack: on iOS SheetContent shows it inside a NavigationStack of its own (the
    # nested-stack finding judged true on the original), so a destination chained on it registers with that outer
    # stack. The tab manager's sheet holds a stack whose content is the sheet's root: nothing is around it.
    outside(KX, "Views/Buttons/TabsManagerButton.swift", r"^\s*NavigationStack \{$"),
]

# rrroyal/Harbour: iOS 18 Tab(value:) with a stack per tab bound to a scene delegate's navigation state; local packages.
HB = "rrroyal+Harbour"
HBI = "Harbour/UI/Views/ContentView/Components/ContentView+ViewForIOS.swift"
PLANTS += [
    Plant(HB, "row", ROW, [Move(HBI, r"\.navigationDestination\(for: StackDetailsView\.NavigationItem\.self\)", to_file="Harbour/UI/Views/StacksView/StacksView+StacksList.swift",
                                to=r"NavigationLink\(value: StackDetailsView\.NavigationItem\(", after=True)]),
    Plant(HB, "removed", "link-without-destination", [Delete("Harbour/UI/Views/ContainerDetailsView/ContainerDetailsView.swift", r"\.navigationDestination\(for: Subdestination\.self\)")], where="anywhere"),
    Plant(HB, "nested", "nested-stack", [WrapInStack("Harbour/UI/Views/StackDetailsView/StackDetailsView.swift", r"^struct StackDetailsView\b")]),
    Plant(HB, "sheet", "link-without-destination", [Insert("Harbour/UI/Views/SettingsView/SettingsView.swift", r"^\s*ConnectionSection\(\)$",
                                                           ['NavigationLink("planted", value: StackDetailsView.NavigationItem(stackID: "planted", stackName: "planted"))'], before=True)]),
    outside(HB, HBI, r"NavigationStack\(path: \$sceneDelegate\.navigationState\.stacks\)"),
]

# mlemgroup/mlem: one NavigationStack per navigation layer (a model object), every push a NavigationFrame through the model.
ML = "mlemgroup+mlem"
MLL = "Mlem/App/Views/Shared/Navigation/NavigationLayerView.swift"
PLANTS += [
    Plant(ML, "row", ROW, [Move(MLL, r"\.navigationDestination\(for: NavigationFrame\.self\)", to_file="Mlem/App/Views/Root/Tabs/Feeds/SubscriptionListView.swift",
                                to=r"^\s*\.id\(section\.label\)")]),
    Plant(ML, "removed", "link-without-destination", [Delete(MLL, r"\.navigationDestination\(for: NavigationFrame\.self\)")], where="anywhere"),
    Plant(ML, "nested", "nested-stack", [WrapInStack("Mlem/App/Views/Shared/Navigation/NavigationFrameView.swift", r"^struct NavigationFrameView\b")]),
    outside(ML, MLL, r"NavigationStack\(path: \$layer\.path\)"),
]

# paulgessinger/swift-paperless: typed [NavigationState] paths, compact stack or split view; the tasks screen's own stack.
PP = "paulgessinger+swift-paperless"
PPT = "swift-paperless/Views/Tasks/TasksView.swift"
PLANTS += [
    Plant(PP, "row", ROW, [Move(PPT, r"\.navigationDestination\(for: NavigationState\.self\) \{ nav in", to=r"NavigationLink\(value: NavigationState\.task\(task\)\)", after=True)]),
    Plant(PP, "removed", "link-without-destination", [Delete(PPT, r"\.navigationDestination\(for: NavigationState\.self\) \{ nav in")], where="anywhere"),
    Plant(PP, "nested", "nested-stack", [WrapInStack(PPT, r"^struct TaskDetailView\b")]),
    outside(PP, PPT, r"NavigationStack\(path: \$navPath\)"),
]

# Dimillian/IceCubesApp: a stack per tab bound to a RouterPath, every destination in `withAppRouter()`, features in packages.
IC = "Dimillian+IceCubesApp"
PLANTS += [
    Plant(IC, "row", ROW, [Insert("Packages/Account/Sources/Account/Lists/ListsListView.swift", r"NavigationLink\(value: RouterDestination\.list\(list: list\)\)",
                                  ['.navigationDestination(for: RouterDestination.self) { _ in', '    EmptyView()', '}'], after_block=True, extra=2)]),
    Plant(IC, "removed", "link-without-destination", [Delete("IceCubesApp/App/Router/AppRegistry.swift", r"navigationDestination\(for: RouterDestination\.self\)")], where="anywhere"),
    Plant(IC, "nested", "nested-stack", [WrapInStack("Packages/Explore/Sources/Explore/Components/TagsListView.swift", r"^public struct TagsListView\b")]),
    outside(IC, "IceCubesApp/App/Tabs/ExploreTab.swift", r"NavigationStack\(path: \$routerPath\.path\)"),
]

# pointfreeco/isowords: TCA, many SwiftPM modules; navigationDestination(item:) on store scopes, one plain stack at the root.
IW = "pointfreeco+isowords"
PLANTS += [
    Plant(IW, "row", ROW, [Insert("Sources/HomeFeature/NagBanner.swift", r"^\s*Text\(message\)$", DEST, after_block=True, extra=2)]),
    Plant(IW, "nested", "nested-stack", [WrapInStack("Sources/SettingsFeature/SettingsView.swift", r"^public struct SettingsView\b")]),
    outside(IW, "Sources/AppFeature/AppView.swift", r"^\s*NavigationStack \{$"),
]

# pointfreeco/swift-composable-architecture, Examples/SyncUps: TCA's NavigationStack(path: store) { root } destination: { }.
SU = "pointfreeco+swift-composable-architecture@SyncUps"
PLANTS += [
    Plant(SU, "row", ROW, [Insert("SyncUps/SyncUpsList.swift", r"^\s*\.listRowBackground\(syncUp\.theme\.mainColor\)", DEST, before=True)]),
    Plant(SU, "nested", "nested-stack", [WrapInStack("SyncUps/SyncUpDetail.swift", r"^struct SyncUpDetailView\b")]),
    outside(SU, "SyncUps/AppFeature.swift", r"NavigationStack\(path: \$store\.scope\(\\\.path"),
]

# pointfreeco/swift-composable-architecture, Examples/CaseStudies: a Form of view-destination links into generic demos.
CS = "pointfreeco+swift-composable-architecture@CaseStudies"
PLANTS += [
    Plant(CS, "row", ROW, [Insert("SwiftUICaseStudies/00-RootView.swift", r"NavigationLink\(\"Basics\"\)", DEST, after_block=True, extra=2)]),
    Plant(CS, "nested", "nested-stack", [WrapInStack("SwiftUICaseStudies/01-GettingStarted-Counter.swift", r"^struct CounterDemoView\b")]),
    outside(CS, "SwiftUICaseStudies/00-RootView.swift", r"^\s*NavigationStack \{$"),
]

# pointfreeco/swift-navigation, Examples/CaseStudies and Examples/Inventory: navigationDestination(item:) with bindings.
SN = "pointfreeco+swift-navigation@CaseStudies"
PLANTS += [
    Plant(SN, "row", ROW, [Insert("SwiftUI/OptionalNavigation.swift", r"Button\(\"Drill-down is presented", DEST, after_block=True, extra=2)]),
    Plant(SN, "nested", "nested-stack", [WrapInStack("SwiftUI/OptionalNavigation.swift", r"^struct OptionalNavigation\b")]),
    outside(SN, "RootView.swift", r"^\s*NavigationStack \{$"),
]
IV = "pointfreeco+swift-navigation@Inventory"
PLANTS += [
    Plant(IV, "row", ROW, [Move("Inventory.swift", r"\.navigationDestination\(item: \$model\.destination\.edit\)", to=r"ItemRowView\(model: \$0\)", after=True)]),
    Plant(IV, "nested", "nested-stack", [WrapInStack("Item.swift", r"^struct ItemView\b")]),
    outside(IV, "App.swift", r"^\s*NavigationStack \{$"),
]

# serena0720/NavigationCookbook: Apple's NavigationCookbook rewritten with TCA (StackState, a recipe list of Buttons).
NC = "serena0720+NavigationCookbook"
NCV = "NavigationCookbook/NavigationCookbook/Views"
PLANTS += [
    Plant(NC, "row", ROW, [Insert(NCV + "/StackContent/StackContentView.swift", r"^\s*\.tint\(\.black\)", DEST, before=True)]),
    Plant(NC, "nested", "nested-stack", [WrapInStack(NCV + "/RecipeDetail/RecipeDetailView.swift", r"^struct RecipeDetailView\b")]),
    outside(NC, NCV + "/Navigation/NavigationView.swift", r"^\s*NavigationStack\($"),
]

# ---------------------------------------------------------------------------------------------------------------------

COPY_SUFFIXES = (".swift", ".pbxproj", ".xcworkspacedata", ".yml", ".yaml", ".json")


def copy_app(src, dst):
    """The app's .swift files and manifests (Package.swift, Xcode projects, a .navlint.yml): what navlint reads."""
    if os.path.exists(dst): shutil.rmtree(dst)
    for here, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if not d.startswith(".build") and d != ".git"]
        rel = os.path.relpath(here, src)
        for f in files:
            if f.endswith(COPY_SUFFIXES) or f == ".navlint.yml":
                if f.endswith(".json") and not f.endswith(".navlint.json"): continue
                os.makedirs(os.path.join(dst, rel), exist_ok=True)
                shutil.copy2(os.path.join(here, f), os.path.join(dst, rel, f))


def run_navlint(navlint, folder):
    done = subprocess.run([navlint, "--format", "json", "--color", "never", "."], cwd=folder,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        return json.loads(done.stdout).get("diagnostics", [])
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("apps")
    ap.add_argument("planted")
    ap.add_argument("--navlint", default=None)
    ap.add_argument("--floor", default=None)
    ap.add_argument("--only", default="")
    ap.add_argument("--json", default=None)
    ap.add_argument("--dry-run", action="store_true", help="apply the edits and print them as diffs; do not run navlint")
    args = ap.parse_args()
    navlint = args.navlint or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "navlint")
    os.makedirs(args.planted, exist_ok=True)
    originals = {}
    results = []
    counters = {}
    for app in sorted({p.app for p in PLANTS}):
        numbered = [p for p in PLANTS if p.app == app]
        for n, plant in enumerate(numbered, 1):
            name = "%s-%d" % (app, n)
            if args.only and not re.search(args.only, name + " " + plant.kind + " " + plant.rule): continue
            src = os.path.join(args.apps, app)
            if not os.path.isdir(src):
                results.append((name, plant, "stale", "no checkout of %s" % app, [])); continue
            if app not in originals and not args.dry_run:
                originals[app] = run_navlint(navlint, src) or []
            dst = os.path.join(args.planted, name)
            copy_app(src, dst)
            planted = {}
            try:
                for edit in plant.edits:
                    path = os.path.join(dst, edit.file)
                    if not os.path.exists(path): raise Stale("%s: no such file" % edit.file)
                    text = open(path, encoding="utf-8").read()
                    if isinstance(edit, Move) and edit.to_file != edit.file:
                        to_path = os.path.join(dst, edit.to_file)
                        if not os.path.exists(to_path): raise Stale("%s: no such file" % edit.to_file)
                        text, block = edit.cut(text)
                        to_text, lines = edit.paste(open(to_path, encoding="utf-8").read(), block)
                        open(path, "w", encoding="utf-8").write(text)
                        open(to_path, "w", encoding="utf-8").write(to_text)
                        planted.setdefault(edit.to_file, set()).update(lines)
                        continue
                    text, lines = edit.apply(text)
                    open(path, "w", encoding="utf-8").write(text)
                    planted.setdefault(edit.file, set()).update(lines)
            except Stale as e:
                results.append((name, plant, "stale", str(e), [])); continue
            if args.floor:
                listing = "".join(os.path.join(dst, f) + "\n" for f in planted).encode()
                check = subprocess.run([args.floor], input=listing, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                if b"syntax-error" in check.stderr:
                    results.append((name, plant, "broken", "the edit does not parse: " + check.stderr.decode().strip(), [])); continue
            if args.dry_run:
                import difflib
                for f in planted:
                    a = open(os.path.join(src, f), encoding="utf-8").read().splitlines(True)
                    b = open(os.path.join(dst, f), encoding="utf-8").read().splitlines(True)
                    sys.stdout.writelines(difflib.unified_diff(a, b, "a/" + f, "b/" + f, n=1))
                for edit in plant.edits:
                    if isinstance(edit, (Move, Delete)) and getattr(edit, "to_file", edit.file) != edit.file:
                        a = open(os.path.join(src, edit.file), encoding="utf-8").read().splitlines(True)
                        b = open(os.path.join(dst, edit.file), encoding="utf-8").read().splitlines(True)
                        sys.stdout.writelines(difflib.unified_diff(a, b, "a/" + edit.file, "b/" + edit.file, n=1))
                results.append((name, plant, "dry", ", ".join("%s:%s" % (f, sorted(l)) for f, l in planted.items()), [])); continue
            found = run_navlint(navlint, dst)
            if found is None:
                results.append((name, plant, "missed", "navlint gave no JSON", [])); continue
            rules = plant.rule.split("|")
            same_rule = [d for d in found if d["id"] in rules]
            hit = None
            if plant.where == "anywhere":
                before = sum(1 for d in originals[app] if d["id"] in rules)
                if len(same_rule) > before: hit = same_rule[0]
            else:
                accept = {(f, l) for f, ls in planted.items() for l in ls}
                if isinstance(plant.where, tuple):
                    f, anchor = plant.where
                    text = open(os.path.join(dst, f), encoding="utf-8").read()
                    for i, l in enumerate(text.split("\n"), 1):
                        if re.search(anchor, l): accept.add((f, i))
                for d in same_rule:
                    key = (os.path.normpath(d["file"]), d["range"]["start"]["line"])
                    if key in accept: hit = d; break
            others = sorted({d["id"] for d in found} - {d["id"] for d in originals[app]})
            verdict = "found" if hit else "missed"
            detail = ("%s:%d %s" % (hit["file"], hit["range"]["start"]["line"], hit["message"][:90])) if hit else \
                     ("%s at %s; new rules: %s" % (plant.rule, ", ".join("%s:%s" % (f, sorted(l)) for f, l in planted.items()), ", ".join(others) or "none"))
            unchecked = any(d["id"] == "swift-unmodelled" and "not checked" in d["message"] for d in found)
            if not hit and unchecked: detail += " (target unchecked)"
            results.append((name, plant, verdict, detail, others))
    # Report
    for name, plant, verdict, detail, _ in results:
        print("%-7s %-48s %-10s %-32s %s" % (verdict, name, plant.kind, plant.rule, detail))
    total = [r for r in results if r[2] in ("found", "missed")]
    found = [r for r in total if r[2] == "found"]
    print()
    print("by rule:")
    for rule in sorted({r[1].rule for r in total}):
        rs = [r for r in total if r[1].rule == rule]
        print("  %-34s %d of %d found" % (rule, sum(1 for r in rs if r[2] == "found"), len(rs)))
    print("by kind:")
    for kind in sorted({r[1].kind for r in total}):
        rs = [r for r in total if r[1].kind == kind]
        print("  %-34s %d of %d found" % (kind, sum(1 for r in rs if r[2] == "found"), len(rs)))
    stale = [r for r in results if r[2] in ("stale", "broken")]
    print("total: %d of %d planted mistakes found (%.0f%%); %d stale or broken" % (
        len(found), len(total), 100.0 * len(found) / len(total) if total else 0, len(stale)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump([{"plant": n, "kind": p.kind, "rule": p.rule, "verdict": v, "detail": d, "new_rules": o}
                       for n, p, v, d, o in results], f, indent=1)


if __name__ == "__main__":
    main()
