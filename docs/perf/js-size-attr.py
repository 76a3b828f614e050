"""Splits a built chunk's gzipped size per source module from its source map (see docs/perf/js-size-analysis.md).
Usage: python3 docs/perf/js-size-attr.py public/ app-<hash>.js"""
import json, sys, gzip, re, os, collections

B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}

def vlq(seg):
    out, val, shift = [], 0, 0
    for ch in seg:
        d = B64[ch]
        cont = d & 32
        val += (d & 31) << shift
        if cont:
            shift += 5
        else:
            neg = val & 1
            val >>= 1
            out.append(-val if neg else val)
            val, shift = 0, 0
    return out

def group_of(src):
    s = src.replace("webpack://", "")
    s = re.sub(r"^[^/]*/", "", s) if s.startswith("hosting-site/") else s
    if "node_modules/" in s:
        rest = s.rsplit("node_modules/", 1)[1]
        parts = rest.split("/")
        pkg = "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]
        return "npm:" + pkg
    s = s.lstrip("./")
    return s

def gz(b):
    return len(gzip.compress(b, 9))

def attribute(js_path, detail=False):
    code = open(js_path, "rb").read()
    smap = json.load(open(js_path + ".map"))
    sources = smap["sources"]
    lines = code.split(b"\n")
    spans = collections.defaultdict(list)
    si = 0
    for li, line in enumerate(smap["mappings"].split(";")):
        if li >= len(lines):
            break
        text = lines[li]
        segs = []
        col = 0
        for seg in line.split(","):
            if not seg:
                continue
            v = vlq(seg)
            col += v[0]
            src = None
            if len(v) >= 4:
                si += v[1]
                src = si
                # ignore src line/col deltas (not needed) -- but must keep running sums? only source index matters
            segs.append((col, src))
        # add remaining line
        prev_end = 0
        if segs and segs[0][0] > 0:
            spans[None].append(text[:segs[0][0]])
        for k, (c, s) in enumerate(segs):
            end = segs[k + 1][0] if k + 1 < len(segs) else len(text)
            spans[s].append(text[c:end])
    groups = collections.defaultdict(list)
    files = collections.defaultdict(list)
    for s, parts in spans.items():
        name = "(webpack glue / unmapped)" if s is None else group_of(sources[s])
        groups[name].extend(parts)
        if s is not None:
            files[sources[s]].extend(parts)
    total_raw = len(code)
    total_gz = gz(code)
    rows = []
    for g, parts in groups.items():
        b = b"".join(parts)
        rows.append((g, len(b), gz(b)))
    sum_gz = sum(r[2] for r in rows) or 1
    scale = total_gz / sum_gz
    rows = [(g, raw, gzz, gzz * scale) for g, raw, gzz in rows]
    rows.sort(key=lambda r: -r[3])
    frows = []
    if detail:
        for f, parts in files.items():
            b = b"".join(parts)
            frows.append((f, len(b), gz(b) * scale))
        frows.sort(key=lambda r: -r[2])
    return total_raw, total_gz, rows, frows

if __name__ == "__main__":
    pub = sys.argv[1]
    for name in sys.argv[2:]:
        p = os.path.join(pub, name)
        raw, tgz, rows, frows = attribute(p, detail=True)
        print(f"\n## {name}: {raw/1024:.1f} KB min, {tgz/1024:.1f} KB gz")
        for g, r, _, s in rows[:40]:
            if s < 150: continue
            print(f"  {s/1024:6.1f} KB gz  {r/1024:7.1f} KB min  {g}")
        print("  -- files:")
        for f, r, s in frows[:25]:
            if s < 300: continue
            print(f"  {s/1024:6.1f} KB gz  {r/1024:7.1f} KB min  {f}")
