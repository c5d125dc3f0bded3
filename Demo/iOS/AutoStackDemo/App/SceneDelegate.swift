#if canImport(UIKit)
  import UIKit

  /// Shows the merchant page, in a navigation controller, in each window scene.
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = UINavigationController(
        rootViewController: MerchantPageViewController(merchant: .hotel))
      window.makeKeyAndVisible()
      self.window = window
    }
  }
#endif
