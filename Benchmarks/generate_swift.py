#!/usr/bin/env python3
"""A SwiftUI module of about 10,000 lines for the Swift front end's benchmark (Benchmarks/swift-frontend.sh).

One App whose root is a TabView of 10 tabs, each a NavigationStack over a chain of 16 screens: every screen lists its
items (a data-driven List of value links), declares the destination for its own items (the next screen) once, pushes
with a Button, presents a sheet, and switches over an enum. 160 screens, 160 item types, 10 files. Deterministic;
written to Benchmarks/corpus-swift/App (git-ignored). The module lints clean (the script checks).
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
    @Binding var path{t}: NavigationPath
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
    lines.append(f'''            Button("Next") {{
                path{t}.append(Item{n}(id: UUID(), title: "Next", detail: "", rank: 0))
            }}
        }}
        .navigationTitle(title)
''')
    if nxt:
        lines.append(f'''        .navigationDestination(for: Item{n}.self) {{ item in
            Screen{nxt}(title: item.title, path{t}: $path{t})
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
            Screen{f"T{t}S0"}(title: "Tab {t}", path{t}: $path{t})
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
print(f'{total} lines in {TABS + 1} files')
