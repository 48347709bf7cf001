import SwiftUI

enum Step: Hashable {
    case order, receipt, survey
}

// The Order screen appends to the path that pushed it from its task (and the Receipt screen from onAppear): the
// write lands in the frame that pushed the screen, so SwiftUI logs "Update NavigationAuthority bound path tried to
// update multiple times per frame" and drops one of the writes.
struct OrdersView: View {
    @State private var path: [Step] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Latest order", value: Step.order)
            }
            .navigationDestination(for: Step.self) { step in
                switch step {
                case .order: OrderView(path: $path)
                case .receipt: ReceiptView(path: $path)
                case .survey: Text("Survey")
                }
            }
        }
    }
}

struct OrderView: View {
    @Binding var path: [Step]

    var body: some View {
        Text("Order")
            .task {
                path.append(Step.receipt)
            }
    }
}

struct ReceiptView: View {
    @Binding var path: [Step]

    var body: some View {
        Text("Receipt")
            .onAppear {
                path.append(Step.survey)
            }
    }
}
