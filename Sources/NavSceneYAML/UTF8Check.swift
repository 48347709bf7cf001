/// Finds the first byte that is not part of well-formed UTF-8 (overlongs, surrogates and > U+10FFFF rejected).
enum UTF8Check {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        let count = bytes.count
        var i = 0
        while i < count {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let need: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; upper = 0x9F
            case 0xF0: need = 3; lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; upper = 0x8F
            default: return i
            }
            for k in 1...need {
                guard i + k < count else { return i }
                let c = bytes[i + k]
                if k == 1 { if c < lower || c > upper { return i } } else if c & 0xC0 != 0x80 { return i }
            }
            i += need + 1
        }
        return nil
    }
}
