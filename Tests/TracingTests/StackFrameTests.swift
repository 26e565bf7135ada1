import Assertions
import Testing

@testable import Tracing

struct StackFrameTests {
  @Test func aPrivateFunctionKeepsItsNameWithoutItsFilesDiscriminator() throws {
    let symbol =
      "MVP.LoginPresenter.(validate in _2B7DA5E0DE47A29E)(Swift.String) -> Swift.Bool"
    let frame = try #require(StackFrame(symbol: symbol, address: 7))
    assertEqual(frame.symbol, "MVP.LoginPresenter.validate(Swift.String) -> Swift.Bool")
    assertEqual(frame.module, "MVP")
    assertEqual(frame.address, 7)
  }

  @Test func aSymbolWithNoPrivateNameIsKeptAsItIs() {
    let symbol = "closure #1 in MVP.LoginPresenter.loginButtonTapped() -> ()"
    assertEqual(StackFrame.withoutDiscriminators(symbol), symbol)
    assertEqual(StackFrame(symbol: symbol, address: 1)?.symbol, symbol)
    assertEqual(StackFrame(symbol: symbol, address: 1)?.module, "MVP")
  }

  @Test func thunksAndWitnessesAreNotFrames() {
    #expect(StackFrame(symbol: "reabstraction thunk helper from MVP.X.y()", address: 1) == nil)
    #expect(
      StackFrame(symbol: "protocol witness for MVP.LoginView.show() in conformance", address: 1)
        == nil)
  }
}
