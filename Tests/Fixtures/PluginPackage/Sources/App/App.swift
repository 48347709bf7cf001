public struct App {}
