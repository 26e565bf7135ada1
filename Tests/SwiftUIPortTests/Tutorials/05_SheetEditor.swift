// Editing in a sheet: the list presents an editor for the tapped contact; the editor works on
// a copy and saves it back, or is dismissed with Cancel.
import SwiftUI

struct Contact: Identifiable, Equatable {
  let id: Int
  var name: String
  var phone: String
}

struct ContactsView: View {
  @State private var contacts = [
    Contact(id: 1, name: "Grace Hopper", phone: "555-0100"),
    Contact(id: 2, name: "Alan Turing", phone: "555-0101"),
  ]
  @State private var editing: Contact?
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      List(contacts) { contact in
        Button {
          editing = contact
        } label: {
          VStack(alignment: .leading) {
            Text(contact.name)
            Text(contact.phone).font(.caption)
          }
        }
      }
      .accessibilityIdentifier("contacts")
      .navigationTitle("Contacts")
      .toolbar {
        Button("New") { isAdding = true }.accessibilityIdentifier("new")
      }
      .sheet(item: $editing) { contact in
        ContactEditor(contact: contact) { edited in
          if let index = contacts.firstIndex(where: { $0.id == edited.id }) {
            contacts[index] = edited
          }
        }
      }
      .sheet(isPresented: $isAdding) {
        ContactEditor(contact: Contact(id: contacts.count + 1, name: "", phone: "")) { added in
          contacts.append(added)
        }
      }
    }
  }
}

struct ContactEditor: View {
  @State private var draft: Contact
  let onSave: (Contact) -> Void
  @Environment(\.dismiss) private var dismiss

  init(contact: Contact, onSave: @escaping (Contact) -> Void) {
    _draft = State(initialValue: contact)
    self.onSave = onSave
  }

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $draft.name).accessibilityIdentifier("editor.name")
        TextField("Phone", text: $draft.phone)
          .keyboardType(.phonePad)
          .accessibilityIdentifier("editor.phone")
      }
      .navigationTitle(draft.name.isEmpty ? "New contact" : "Edit contact")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }.accessibilityIdentifier("editor.cancel")
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(draft)
            dismiss()
          }
          .disabled(draft.name.isEmpty)
          .accessibilityIdentifier("editor.save")
        }
      }
    }
    .accessibilityIdentifier("editor")
  }
}
