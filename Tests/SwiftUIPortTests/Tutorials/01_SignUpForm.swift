// A sign-up form as SwiftUI tutorials write one: fields bound to state, a segmented picker,
// a toggle, validation that enables the button, and an alert on success.
import SwiftUI

enum Plan: String, CaseIterable, Identifiable {
  case free = "Free"
  case pro = "Pro"
  case team = "Team"
  var id: Self { self }
}

struct SignUpForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var password = ""
  @State private var plan: Plan = .free
  @State private var acceptsTerms = false
  @State private var showsWelcome = false

  private var isValid: Bool {
    !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
      && password.count >= 8 && acceptsTerms
  }

  var body: some View {
    NavigationStack {
      Form {
        Section("Account") {
          TextField("Name", text: $name)
            .textContentType(.name)
            .accessibilityIdentifier("name")
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .accessibilityIdentifier("email")
          SecureField("Password", text: $password)
            .accessibilityIdentifier("password")
          if !password.isEmpty && password.count < 8 {
            Text("At least 8 characters")
              .font(.caption)
              .foregroundStyle(.red)
              .accessibilityIdentifier("password.hint")
          }
        }
        Section("Plan") {
          Picker("Plan", selection: $plan) {
            ForEach(Plan.allCases) { plan in
              Text(plan.rawValue).tag(plan)
            }
          }
          .pickerStyle(.segmented)
          .accessibilityIdentifier("plan")
        }
        Section {
          Toggle("I accept the terms", isOn: $acceptsTerms)
            .accessibilityIdentifier("terms")
          Button("Create account") { showsWelcome = true }
            .disabled(!isValid)
            .accessibilityIdentifier("create")
        }
      }
      .navigationTitle("Sign up")
      .alert("Welcome, \(name)!", isPresented: $showsWelcome) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("You are on the \(plan.rawValue) plan.")
      }
    }
  }
}
