// A to-do list over an @Observable store: add from a field, toggle done, swipe to delete.
import SwiftUI

struct TodoItem: Identifiable, Equatable {
  let id = UUID()
  var title: String
  var isDone = false
}

@Observable
final class TodoStore {
  var items: [TodoItem] = []

  func add(_ title: String) {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    items.append(TodoItem(title: trimmed))
  }

  func toggle(_ item: TodoItem) {
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index].isDone.toggle()
  }

  func delete(at offsets: IndexSet) {
    items.remove(atOffsets: offsets)
  }

  var remaining: Int { items.filter { !$0.isDone }.count }
}

struct TodoListView: View {
  @State private var store = TodoStore()
  @State private var newTitle = ""

  var body: some View {
    NavigationStack {
      VStack {
        HStack {
          TextField("New task", text: $newTitle)
            .onSubmit(addTask)
            .accessibilityIdentifier("new")
          Button("Add", action: addTask)
            .disabled(newTitle.isEmpty)
            .accessibilityIdentifier("add")
        }
        List {
          ForEach(store.items) { item in
            HStack {
              Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
              Text(item.title)
              Spacer()
              Text(item.isDone ? "Done" : "")
            }
            .swipeActions(edge: .leading) {
              Button(item.isDone ? "Undo" : "Done") { store.toggle(item) }
                .tint(.green)
            }
          }
          .onDelete(perform: store.delete)
        }
        .accessibilityIdentifier("todos")
        Text("\(store.remaining) left").accessibilityIdentifier("remaining")
      }
      .navigationTitle("To do")
    }
  }

  private func addTask() {
    store.add(newTitle)
    newTitle = ""
  }
}
