import Foundation
import Testing

@testable import AutoStack

/// The measurement of a fitting image view: its image's aspect ratio at the slot width.
@Suite struct AspectRatioTests {
  @Test("the height keeps the image's aspect ratio at the slot width")
  func keepsAspectRatio() {
    #expect(
      aspectFitSize(ofImage: CGSize(width: 1200, height: 800), fittingWidth: 375)
        == CGSize(width: 375, height: 250))
    #expect(
      aspectFitSize(ofImage: CGSize(width: 100, height: 300), fittingWidth: 50)
        == CGSize(width: 50, height: 150))
  }

  @Test("in a row, the width keeps the image's aspect ratio at the slot height")
  func keepsAspectRatioAtHeight() {
    #expect(
      aspectFitSize(ofImage: CGSize(width: 1200, height: 800), fittingHeight: 100)
        == CGSize(width: 150, height: 100))
    #expect(
      aspectFitSize(ofImage: CGSize(width: 0, height: 800), fittingHeight: 100)
        == CGSize(width: 0, height: 100))
  }

  @Test("the image's own size does not count, only its ratio: smaller images grow")
  func onlyTheRatioCounts() {
    let small = aspectFitSize(ofImage: CGSize(width: 16, height: 9), fittingWidth: 320)
    let large = aspectFitSize(ofImage: CGSize(width: 1600, height: 900), fittingWidth: 320)
    #expect(small == CGSize(width: 320, height: 180))
    #expect(large == small)
  }

  @Test("no image, or an image of zero width, is 0 high at the slot width")
  func noImage() {
    #expect(aspectFitSize(ofImage: .zero, fittingWidth: 375) == CGSize(width: 375, height: 0))
    #expect(
      aspectFitSize(ofImage: CGSize(width: 0, height: 500), fittingWidth: 375)
        == CGSize(width: 375, height: 0))
    #expect(
      aspectFitSize(ofImage: CGSize(width: 500, height: 0), fittingWidth: 375)
        == CGSize(width: 375, height: 0))
  }

  @Test(
    "an image side that is NaN, infinite or negative gives a height of 0",
    arguments: [CGFloat.nan, .infinity, -.infinity, -10])
  func oddImageSides(value: CGFloat) {
    #expect(
      aspectFitSize(ofImage: CGSize(width: value, height: 100), fittingWidth: 375)
        == CGSize(width: 375, height: 0))
    #expect(
      aspectFitSize(ofImage: CGSize(width: 100, height: value), fittingWidth: 375)
        == CGSize(width: 375, height: 0))
  }

  @Test(
    "a width that is NaN, infinite, negative or 0 measures 0 × 0",
    arguments: [CGFloat.nan, .infinity, -.infinity, -10, 0])
  func oddWidths(width: CGFloat) {
    #expect(
      aspectFitSize(ofImage: CGSize(width: 1200, height: 800), fittingWidth: width) == .zero)
  }

  @Test("a height too large to be finite is 0")
  func overflow() {
    let size = aspectFitSize(
      ofImage: CGSize(width: CGFloat.leastNonzeroMagnitude, height: .greatestFiniteMagnitude),
      fittingWidth: 375)
    #expect(size == CGSize(width: 375, height: 0))
  }
}
