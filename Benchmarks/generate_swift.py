#!/usr/bin/env python3
"""A SwiftUI module of about 10,000 lines for the Swift front end's benchmark (Benchmarks/swift-frontend.sh).

One App whose root is a TabView of 10 tabs, each a NavigationStack over a chain of 16 screens: every screen lists its
items (a data-driven List of value links), declares the destination for its own items (the next screen) once, pushes
a value built in place with a link, presents a sheet holding its own NavigationStack, and switches over an enum. 160 screens, 160 item types, 10 files. Deterministic;
written to Benchmarks/corpus-swift/App (git-ignored). The module lints clean, and every part of it is modelled: no
`swift-unmodelled` finding, no stop at the analysis' bound, every one of the navigation sites it prints modelled
(swift-frontend.sh checks, and fails otherwise). The
screens take no `@Binding var path: NavigationPath` (the front end reads NavigationPath only as a state variable's
type, so such a module is not checked at all).
"""
import os

TABS, DEPTH = 10, 16
out = os.path.join(os.path.dirname(__file__), 'corpus-swift', 'App')
os.makedirs(out, exist_ok=True)
for name in os.listdir(out):
    os.remove(os.path.join(out, name))


def screen(t, d):
    n = f'T{t}S{d}'
    nxt = f'T{t}S{d + 1}' if d + 1 < DEPTH else None
    lines = [f'''
struct Item{n}: Hashable, Identifiable, Codable {{
    let id: UUID
    var title: String
    var detail: String
    var rank: Int
}}

enum Mode{n}: Hashable, CaseIterable {{
    case list, grid, summary
}}

final class Model{n}: ObservableObject {{
    @Published var items: [Item{n}] = []
    @Published var favourites: [Item{n}] = []
    func sorted() -> [Item{n}] {{ items.sorted {{ $0.rank < $1.rank }} }}
}}

struct Screen{n}: View {{
    @StateObject private var model = Model{n}()
    @State private var mode: Mode{n} = .list
    @State private var showInfo{n} = false
    var title: String
''']
    lines.append(f'''
    var body: some View {{
        VStack {{
            Text(title)
                .font(.headline)
            switch mode {{
            case .list:
                List(model.items) {{ item in
                    NavigationLink(item.title, value: item)
                }}
            case .grid:
                ScrollView {{
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {{
                        ForEach(model.favourites) {{ item in
                            NavigationLink(value: item) {{
                                Text(item.detail)
                            }}
                        }}
                    }}
                }}
            case .summary:
                Text("Summary")
            }}
            Button("Info") {{ showInfo{n} = true }}
''')
    lines.append(f'''            NavigationLink("Next", value: Item{n}(id: UUID(), title: "Next", detail: "", rank: 0))
        }}
        .navigationTitle(title)
''')
    if nxt:
        lines.append(f'''        .navigationDestination(for: Item{n}.self) {{ item in
            Screen{nxt}(title: item.title)
        }}
''')
    else:
        lines.append(f'''        .navigationDestination(for: Item{n}.self) {{ item in
            Text(item.detail)
        }}
''')
    lines.append(f'''        .sheet(isPresented: $showInfo{n}) {{
            NavigationStack {{
                Text("About {n}")
                    .navigationTitle("Info")
            }}
        }}
    }}
}}
''')
    return ''.join(lines)


total = 0
for t in range(TABS):
    text = 'import SwiftUI\n\n'
    text += f'''struct Tab{t}: View {{
    @State private var path{t} = NavigationPath()

    var body: some View {{
        NavigationStack(path: $path{t}) {{
            Screen{f"T{t}S0"}(title: "Tab {t}")
        }}
    }}
}}
'''
    for d in range(DEPTH):
        text += screen(t, d)
    with open(os.path.join(out, f'Tab{t}.swift'), 'w') as f:
        f.write(text)
    total += text.count('\n')

app = 'import SwiftUI\n\n@main\nstruct BenchApp: App {\n    var body: some Scene {\n        WindowGroup {\n            TabView {\n'
for t in range(TABS):
    app += f'                Tab("Tab {t}", systemImage: "circle") {{\n                    Tab{t}()\n                }}\n'
app += '            }\n        }\n    }\n}\n'
with open(os.path.join(out, 'BenchApp.swift'), 'w') as f:
    f.write(app)
total += app.count('\n')
# What navlint must count as modelled navigation sites when it did the full work (counted on 1x5, 2x5 and 10x16
# modules): seven per screen (its links, its destination, its sheet and what the sheet holds), one per tab, one for
# the App's TabView.
sites = TABS * (DEPTH * 7 + 1) + 1
print(f'{total} lines in {TABS + 1} files, {sites} navigation sites')
