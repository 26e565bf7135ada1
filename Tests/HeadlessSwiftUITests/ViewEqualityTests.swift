import Assertions
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
  struct Generic<T> {
    var value: T
    var label: String
  }
  struct WithObject { var box: Box }
  struct Empty {}
  /// Reflects `shown` only, as a type may to hide a field from dumps.
  struct Masked: CustomReflectable {
    var shown: Int
    var secret: Int
    var customMirror: Mirror { Mirror(self, children: ["shown": shown], displayStyle: .struct) }
  }

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

  @Test func structsCompareFieldByFieldReadAtTheirOffsets() {
    let box = Box()
    #expect(
      ViewEquality.equal(Generic(value: [1, 2], label: "a"), Generic(value: [1, 2], label: "a")))
    #expect(
      !ViewEquality.equal(Generic(value: [1, 2], label: "a"), Generic(value: [1, 3], label: "a")))
    #expect(
      !ViewEquality.equal(Generic(value: [1, 2], label: "a"), Generic(value: [1, 2], label: "b")))
    #expect(ViewEquality.equal(WithObject(box: box), WithObject(box: box)))
    #expect(!ViewEquality.equal(WithObject(box: box), WithObject(box: Box())))
    #expect(ViewEquality.equal(Empty(), Empty()))
  }

  @Test func aStructsFieldsAreReadFromItsTypeUnlessItReflectsItselfOrTakesNoRoom() throws {
    let fields = try #require(ViewEquality.storedFields(of: Plain(title: "a", count: 1)))
    assertEqual(fields.map(\.offset), [0, MemoryLayout<String>.stride])
    assertEqual(
      fields.map { ObjectIdentifier($0.type) },
      [
        ObjectIdentifier(String.self), ObjectIdentifier(Int.self),
      ])
    #expect(ViewEquality.storedFields(of: Masked(shown: 1, secret: 2)) == nil)
    #expect(ViewEquality.storedFields(of: Empty()) == nil)
    #expect(ViewEquality.storedFields(of: Box()) == nil)
    #expect(ViewEquality.storedFields(of: Optional(1) as Any) == nil)
  }

  @Test func aStructThatReflectsItselfComparesAsItsMirrorSays() {
    // Its mirror shows `shown` only: the field it hides does not make two values differ.
    #expect(ViewEquality.equal(Masked(shown: 1, secret: 2), Masked(shown: 1, secret: 3)))
    #expect(!ViewEquality.equal(Masked(shown: 1, secret: 2), Masked(shown: 2, secret: 2)))
  }
}
