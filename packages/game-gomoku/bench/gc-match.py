#!/usr/bin/env python3
"""Matches bench/clock.ts --out moves with the --gc-log file: for each move, the collections of the
answering engine between the command (at) and the answer (at + wall), and its write stamp.
usage: gc-match.py moves.jsonl gc.txt turn_ms"""
import json, sys, collections
moves = [json.loads(l) for l in open(sys.argv[1])]
turn = float(sys.argv[3])
gcs = collections.defaultdict(list); writes = collections.defaultdict(list)
for l in open(sys.argv[2]):
    t, d, k, pid = l.split()
    (writes if k == 'W' else gcs)[int(pid)].append((float(t), float(d), k))
for v in gcs.values(): v.sort()
for v in writes.values(): v.sort()
rows = []
for m in moves:
    a, b = m['at'], m['at'] + m['wall']
    g = [x for x in gcs[m['pid']] if a <= x[0] <= b]
    ws = writes[m['pid']]
    i = next((j for j, x in enumerate(ws) if a <= x[0] <= b + 5), None)
    w = [ws[i][0]] if i is not None else []
    # CPU of the process since its previous answer (it idles in between): the move's CPU, roughly.
    m['cpu'] = ws[i][1] - ws[i - 1][1] if i else None
    m['gc'] = sum(x[1] for x in g); m['gcs'] = g
    m['write'] = (w[0] - a) if w else None
    rows.append(m)
late = [m for m in rows if m['wall'] > 0.9 * turn]
allgc = [m['gc'] for m in rows]
def pct(xs, p):
    s = sorted(xs); return s[min(len(s) - 1, int(p * len(s)))] if s else 0
print(f"{len(rows)} moves; GC pause per move p50/p90/p99/max {pct(allgc,.5):.1f}/{pct(allgc,.9):.1f}/{pct(allgc,.99):.1f}/{max(allgc):.1f} ms; moves with a GC {sum(1 for x in allgc if x>0)}")
kinds = collections.Counter(k for v in gcs.values() for (_, _, k) in v)
print('collections by kind', dict(kinds), 'major pauses', sorted((round(d,1) for v in gcs.values() for (_, d, k) in v if k == '2'), reverse=True)[:10])
print(f"answers over 90% of the turn: {len(late)}")
for m in sorted(late, key=lambda m: -m['wall']):
    wr = f"{m['write']:.1f}" if m['write'] is not None else '-'
    print(f"g{m['game']} ply {m['ply']}: wall {m['wall']} engine {m['engineMs']}/{m['budget']} write@{wr} cpu {m['cpu'] if m['cpu'] is None else round(m['cpu'],1)} gc {m['gc']:.1f} ms {[(round(t-m['at'],1), round(d,1), k) for t,d,k in m['gcs']]} {m['message'][8:40]}")
