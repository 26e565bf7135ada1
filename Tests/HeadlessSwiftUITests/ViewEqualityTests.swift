import Testing

@testable import HeadlessSwiftUI

/// How the graph decides that a view is unchanged, and the shortcut for views that hold a
/// closure (which never compare equal).
struct ViewEqualityTests {
  struct Plain { var title: String; var count: Int }
  struct WithAction { var title: String; var action: () -> Void }
  struct Nested { var title: String; var inner: WithAction }
  struct InTuple { var pair: (Int, () -> Void) }
  struct AnyField { var content: Any }
  struct OptionalAction { var action: (() -> Void)? }
  struct EquatableWithAction: Equatable {
    var id: Int
    var action: () -> Void
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  }
  final class Box { var action: () -> Void = {} }

  @Test func aStructOrTupleHoldingAClosureDirectlyOrInAFieldsStructIsKnownAsSuch() {
    #expect(ViewEquality.holdsClosure(WithAction.self))
    #expect(ViewEquality.holdsClosure(Nested.self))
    #expect(ViewEquality.holdsClosure(InTuple.self))
    #expect(ViewEquality.holdsClosure((String, () -> Void).self))
    #expect(!ViewEquality.holdsClosure(Plain.self))
  }

  @Test func fieldsThatMayHoldAClosureOnlySometimesDoNotCount() {
    // `Any` and optionals depend on the value; Equatable types compare with their `==`;
    // classes by identity.
    #expect(!ViewEquality.holdsClosure(AnyField.self))
    #expect(!ViewEquality.holdsClosure(OptionalAction.self))
    #expect(!ViewEquality.holdsClosure(EquatableWithAction.self))
    #expect(!ViewEquality.holdsClosure(Box.self))
  }

  @Test func valuesHoldingAClosureNeverCompareEqualAndPlainOnesCompareFieldByField() {
    let action = {}
    #expect(
      !ViewEquality.equal(
        WithAction(title: "a", action: action), WithAction(title: "a", action: action)))
    #expect(
      !ViewEquality.equal(
        Nested(title: "a", inner: WithAction(title: "b", action: action)),
        Nested(title: "a", inner: WithAction(title: "b", action: action))))
    #expect(ViewEquality.equal(Plain(title: "a", count: 1), Plain(title: "a", count: 1)))
    #expect(!ViewEquality.equal(Plain(title: "a", count: 1), Plain(title: "a", count: 2)))
    #expect(
      ViewEquality.equal(
        EquatableWithAction(id: 1, action: {}), EquatableWithAction(id: 1, action: {})))
  }

  @Test func aTypeWhoseFieldHeldAClosureOnceStillComparesEqualWhenItHoldsPlainValues() {
    #expect(!ViewEquality.equal(AnyField(content: {}), AnyField(content: {})))
    #expect(ViewEquality.equal(AnyField(content: 3), AnyField(content: 3)))
    #expect(!ViewEquality.equal(OptionalAction(action: {}), OptionalAction(action: {})))
    #expect(ViewEquality.equal(OptionalAction(action: nil), OptionalAction(action: nil)))
  }
}
