import Foundation
import Testing

@testable import AutoStackScenario

@Suite struct ScenarioNumberTests {}

// MARK: - Printing

extension ScenarioNumberTests {
  @Test("whole numbers print without decimals")
  func wholeNumbers() {
    #expect(ScenarioNumber.format(164) == "164")
    #expect(ScenarioNumber.format(0) == "0")
    #expect(ScenarioNumber.format(-70) == "-70")
  }

  @Test("fractions print with at most three decimals and no trailing zeros")
  func fractions() {
    #expect(ScenarioNumber.format(20.5) == "20.5")
    #expect(ScenarioNumber.format(1.0 / 3) == "0.333")
    #expect(ScenarioNumber.format(2.0 / 3) == "0.667")
    #expect(ScenarioNumber.format(12.25) == "12.25")
    #expect(ScenarioNumber.format(0.0001) == "0")
  }

  @Test("minus zero, and what rounds to it, prints as 0")
  func minusZero() {
    #expect(ScenarioNumber.format(-0.0) == "0")
    #expect(ScenarioNumber.format(-0.0001) == "0")
  }

  @Test("NaN and the infinities print as nan, inf and -inf")
  func specialValues() {
    #expect(ScenarioNumber.format(.nan) == "nan")
    #expect(ScenarioNumber.format(.infinity) == "inf")
    #expect(ScenarioNumber.format(-.infinity) == "-inf")
  }
}

// MARK: - Reading

extension ScenarioNumberTests {
  @Test(
    "decimal numbers with an optional sign are numbers",
    arguments: [("375", 375), ("-8", -8), ("+8", 8), ("20.5", 20.5), (".5", 0.5), ("5.", 5)]
      as [(Substring, CGFloat)])
  func decimals(token: Substring, value: CGFloat) {
    #expect(ScenarioNumber.parse(token) == value)
  }

  @Test("nan, inf, +inf and -inf are numbers")
  func specialTokens() {
    #expect(ScenarioNumber.parse("nan")?.isNaN == true)
    #expect(ScenarioNumber.parse("inf") == .infinity)
    #expect(ScenarioNumber.parse("+inf") == .infinity)
    #expect(ScenarioNumber.parse("-inf") == -.infinity)
  }

  @Test(
    "anything else is not a number",
    arguments: ["", "abc", "1e3", "0x10", "1.2.3", "--1", "1-", ".", "-", "NaN", "infinity", "١٢"]
      as [Substring])
  func notNumbers(token: Substring) {
    #expect(ScenarioNumber.parse(token) == nil)
  }
}
