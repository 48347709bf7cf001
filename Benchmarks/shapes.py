#!/usr/bin/env python3
"""Four more scene shapes for the growth benchmark (Benchmarks/growth.py), each scaled by one count:

- features: many feature modules (well over 64) reached through one NavigationPath stack. Every feature has its own
  enum type and destination at the stack's root, a link to the next feature (deep push chains), a Button appending
  another feature's value to the path from anywhere, and a view-destination link. Past 64 features the path's
  pushed values widen to "any value" in the analysis (AbstractValue.limit).
- deep: many push chains 16 deep on one stack, each level declaring the destination of the next.
- dests: many destinations per stack: tabs of plain stacks, each with 40 value types registered at its root.
- shared: many stacks sharing one path: tabs whose stacks are all bound to one NavigationPath, each registering
  the same eight types (with its own destination views) and appending them by Button.

Every file lints clean (no finding), so a run that reports anything did not do the intended work.

    python3 Benchmarks/shapes.py --shape features --bytes 1048576 --out f.yaml
"""
import argparse
import sys

SHAPES = ["features", "deep", "dests", "shared"]


def features(n):
    out = ["scene: Features%d" % n, "types:"]
    out += ["  F%d: { enum: [a, b, c] }" % k for k in range(n)]
    out += ["state:", "  path: NavigationPath", "views:", "  Home:", "    body:", "      List:"]
    out += ["        - NavigationLink: { title: Feature %d, value: F%d.a }" % (k, k) for k in range(n)]
    out += ["      navigationDestination:"]
    for k in range(n):
        out += ["        - for: F%d" % k, "          as: value", "          destination: { Feature%d: { value: value } }" % k]
    for k in range(n):
        out += ["  Feature%d:" % k, "    parameters: { value: F%d }" % k, "    body:", "      VStack:",
                "        - Text: Feature %d" % k,
                "        - NavigationLink: { title: Next, value: F%d.b }" % ((k + 1) % n),
                "        - Button: { title: Jump, action: [{ append: { path: F%d.c } }] }" % ((k * 7 + 3) % n),
                "        - NavigationLink: { title: About, destination: [About%d] }" % k,
                "  About%d:" % k, "    body:", "      Text: About feature %d" % k]
    out += ["root:", "  NavigationStack: { path: $path, root: [Home] }"]
    return "\n".join(out) + "\n"


def deep(n, depth=16):
    out = ["scene: Deep%d" % n, "types:"]
    out += ["  C%dL%d: { enum: [x] }" % (c, k) for c in range(n) for k in range(depth)]
    out += ["views:", "  Home:", "    body:", "      List:"]
    out += ["        - NavigationLink: { title: Chain %d, value: C%dL0.x }" % (c, c) for c in range(n)]
    out += ["      navigationDestination:"]
    for c in range(n):
        out += ["        - for: C%dL0" % c, "          as: value", "          destination: { C%dLevel0: { value: value } }" % c]
    for c in range(n):
        for k in range(depth):
            out += ["  C%dLevel%d:" % (c, k), "    parameters: { value: C%dL%d }" % (c, k), "    body:"]
            if k + 1 < depth:
                out += ["      VStack:", "        - Text: Chain %d level %d" % (c, k),
                        "        - NavigationLink: { title: Deeper, value: C%dL%d.x }" % (c, k + 1),
                        "      navigationDestination:", "        for: C%dL%d" % (c, k + 1), "        as: next",
                        "        destination: { C%dLevel%d: { value: next } }" % (c, k + 1)]
            else:
                out += ["      Text: Chain %d bottom" % c]
    out += ["root:", "  NavigationStack: [Home]"]
    return "\n".join(out) + "\n"


def dests(n, per=40):
    out = ["scene: Dests%d" % n, "types:"]
    out += ["  T%dD%d: { enum: [a, b] }" % (t, d) for t in range(n) for d in range(per)]
    out += ["views:"]
    for t in range(n):
        out += ["  Tab%dHome:" % t, "    body:", "      List:"]
        out += ["        - NavigationLink: { title: Item %d, value: T%dD%d.a }" % (d, t, d) for d in range(per)]
        out += ["      navigationDestination:"]
        for d in range(per):
            out += ["        - for: T%dD%d" % (t, d), "          as: value", "          destination: { Text: Tab %d item %d }" % (t, d)]
    out += ["root:", "  TabView:", "    tabs:"]
    for t in range(n):
        out += ["      - Tab:", "          title: Tab %d" % t, "          content:", "            NavigationStack: [Tab%dHome]" % t]
    return "\n".join(out) + "\n"


def shared(n, kinds=8):
    out = ["scene: Shared%d" % n, "types:"]
    out += ["  S%d: { enum: [a, b] }" % k for k in range(kinds)]
    out += ["state:", "  path: NavigationPath", "views:"]
    for t in range(n):
        out += ["  Tab%dHome:" % t, "    body:", "      List:"]
        for k in range(kinds):
            out += ["        - NavigationLink: { title: Item %d, value: S%d.a }" % (k, k),
                    "        - Button: { title: Open %d, action: [{ append: { path: S%d.b } }] }" % (k, k)]
        out += ["      navigationDestination:"]
        for k in range(kinds):
            out += ["        - for: S%d" % k, "          as: value", "          destination: { Tab%dDetail%d: { value: value } }" % (t, k)]
        for k in range(kinds):
            out += ["  Tab%dDetail%d:" % (t, k), "    parameters: { value: S%d }" % k, "    body:", "      Text: Tab %d detail %d" % (t, k)]
    out += ["root:", "  TabView:", "    tabs:"]
    for t in range(n):
        out += ["      - Tab:", "          title: Tab %d" % t, "          content:",
                "            NavigationStack: { path: $path, root: [Tab%dHome] }" % t]
    return "\n".join(out) + "\n"


MAKERS = {"features": features, "deep": deep, "dests": dests, "shared": shared}


def for_bytes(shape, target):
    """The shape's scene whose size is closest to `target` bytes (size is linear in the count)."""
    make = MAKERS[shape]
    one, two = len(make(20).encode()), len(make(40).encode())
    per = (two - one) / 20.0
    n = max(1, int(round((target - (one - 20 * per)) / per)))
    return make(n), n


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shape", choices=SHAPES, required=True)
    ap.add_argument("--bytes", type=int, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    text, n = for_bytes(a.shape, a.bytes)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(text)
    print("%s: %s shape, count %d, %d bytes" % (a.out, a.shape, n, len(text.encode())), file=sys.stderr)


if __name__ == "__main__":
    main()
