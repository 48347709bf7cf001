#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One pass over a file's bytes before libyaml sees them: finds the first byte that is not well-formed UTF-8, and
/// builds the two tables that turn libyaml's positions into ours without storing a line and column per node:
///
/// - where each line starts, by libyaml's own rules (breaks are LF, CR LF, CR, NEL, LS and PS; a leading byte order
///   mark is not counted), so a line and character column computed from a byte offset are exactly the ones libyaml
///   reports;
/// - every character encoded in more than one byte, so libyaml's character index becomes a byte offset without
///   walking the text (a file that is all ASCII has none).
struct SourceScan {
    /// The first byte that is not part of well-formed UTF-8 (overlongs, surrogates and > U+10FFFF rejected).
    var invalidOffset: Int?
    /// 3 when the file starts with a UTF-8 byte order mark (libyaml skips it without counting it), else 0.
    var origin = 0
    /// Byte offset at which each line starts (libyaml's line breaks); the first line starts at `origin`.
    var lineStarts: [Int32] = []
    /// Character index (as libyaml counts them) of each multi-byte character, in order.
    var wideIndex: [Int32] = []
    /// Extra bytes (beyond one per character) up to and including the multi-byte character at the same position.
    var wideExtra: [Int32] = []
    /// Per line: whether it holds a multi-byte character (columns on other lines are byte distances).
    var lineHasWide: [Bool] = []

    var isASCII: Bool { wideIndex.isEmpty }

    init(_ bytes: [UInt8]) {
        let count = bytes.count
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { origin = 3 }
        lineStarts.reserveCapacity(count / 32 + 1)
        lineStarts.append(Int32(origin))
        lineHasWide.append(false)
        var extra: Int32 = 0
        var characters = 0 // characters before byte i, not counting the byte order mark
        var i = origin
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            while i < count {
                // Eight ASCII bytes without a carriage return at a time (the common case); line feeds are found by bit.
                if i + 8 <= count {
                    let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0, SourceScan.bytesEqualTo(word, 0x0D) == 0 {
                        var feeds = SourceScan.bytesEqualTo(word, 0x0A)
                        while feeds != 0 {
                            lineStarts.append(Int32(i + feeds.trailingZeroBitCount >> 3 + 1))
                            lineHasWide.append(false)
                            feeds &= feeds - 1
                        }
                        i += 8
                        characters += 8
                        continue
                    }
                }
                let b = base[i]
                if b < 0x80 {
                    if b == 0x0A {
                        lineStarts.append(Int32(i + 1))
                        lineHasWide.append(false)
                    } else if b == 0x0D {
                        if i + 1 < count, base[i + 1] == 0x0A {
                            // CR LF is one break but two characters.
                            i += 1
                            characters += 1
                        }
                        lineStarts.append(Int32(i + 1))
                        lineHasWide.append(false)
                    }
                    i += 1
                    characters += 1
                    continue
                }
                guard let width = SourceScan.width(base, i, count) else {
                    invalidOffset = i
                    return
                }
                lineHasWide[lineHasWide.count - 1] = true
                let isBreak = (b == 0xC2 && base[i + 1] == 0x85) || (b == 0xE2 && base[i + 1] == 0x80 && (base[i + 2] == 0xA8 || base[i + 2] == 0xA9))
                if isBreak {
                    lineStarts.append(Int32(i + width))
                    lineHasWide.append(false)
                }
                extra += Int32(width - 1)
                wideIndex.append(Int32(characters))
                wideExtra.append(extra)
                i += width
                characters += 1
            }
        }
    }

    /// The high bit of every byte of `word` (little-endian) that equals `byte`, exactly (no false positives).
    @inline(__always)
    static func bytesEqualTo(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x | 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// The length of the well-formed multi-byte sequence at `i`, or nil.
    static func width(_ bytes: UnsafePointer<UInt8>, _ i: Int, _ count: Int) -> Int? {
        let b = bytes[i]
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
        default: return nil
        }
        for k in 1...need {
            guard i + k < count else { return nil }
            let c = bytes[i + k]
            if k == 1 { if c < lower || c > upper { return nil } } else if c & 0xC0 != 0x80 { return nil }
        }
        return need + 1
    }
}

/// Byte equality of two buffers (memcmp; `elementsEqual` goes byte by byte through generic code).
@inline(__always)
func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}
