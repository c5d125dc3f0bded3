#if canImport(UIKit)
  import UIKit

  /// The demo app: one merchant page per window scene.
  @main
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      // The generated Info.plist declares scenes without a configuration, so the scene
      // delegate is named here rather than in a plist.
      let configuration = UISceneConfiguration(
        name: nil, sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
  }
#endif
