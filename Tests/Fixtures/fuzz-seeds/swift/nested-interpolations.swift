let s = "a\("a\("a\("a\("a\("a\("a\("a\("a\("a\("a\("a\(x)b")b")b")b")b")b")b")b")b")b")b")b"
