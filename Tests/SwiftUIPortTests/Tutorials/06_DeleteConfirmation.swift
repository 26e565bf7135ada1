// Alerts and a confirmation dialog: deleting asks first, a failed delete explains itself,
// and clearing everything goes through a confirmation dialog.
import SwiftUI

struct Note: Identifiable {
  let id: Int
  var text: String
  var isLocked = false
}

struct DeleteError: Identifiable {
  let id = UUID()
  let message: String
}

struct NotesView: View {
  @State private var notes = [
    Note(id: 1, text: "Buy milk"), Note(id: 2, text: "Passwords", isLocked: true),
    Note(id: 3, text: "Call mum"),
  ]
  @State private var pendingDelete: Note?
  @State private var showsDeleteAlert = false
  @State private var deleteError: DeleteError?
  @State private var showsClearDialog = false

  var body: some View {
    VStack {
      List(notes) { note in
        Text(note.text)
          .swipeActions {
            Button("Delete", role: .destructive) { askToDelete(note) }
          }
      }
      .accessibilityIdentifier("notes")
      Button("Clear all", role: .destructive) { showsClearDialog = true }
        .accessibilityIdentifier("clear")
    }
    .alert(
      "Delete note?", isPresented: $showsDeleteAlert, presenting: pendingDelete
    ) { note in
      Button("Delete", role: .destructive) { delete(note) }
      Button("Cancel", role: .cancel) {}
    } message: { note in
      Text("“\(note.text)” will be removed.")
    }
    .alert(item: $deleteError) { error in
      Alert(title: Text("Cannot delete"), message: Text(error.message))
    }
    .confirmationDialog("Clear all notes?", isPresented: $showsClearDialog) {
      Button("Clear all", role: .destructive) { notes.removeAll() }
    }
  }

  private func askToDelete(_ note: Note) {
    pendingDelete = note
    showsDeleteAlert = true
  }

  private func delete(_ note: Note) {
    guard !note.isLocked else {
      deleteError = DeleteError(message: "“\(note.text)” is locked.")
      return
    }
    notes.removeAll { $0.id == note.id }
  }
}
