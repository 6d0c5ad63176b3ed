import { type Game, minimaxSearcher, NO_MOVE, type Position, randomSearcher, unwrap } from '@qi/core-search';
import { tictactoe } from '@qi/game-tictactoe';
import { describe, expect, it } from 'vitest';
import { playGame } from './play.js';
import { type Player, searcherPlayer } from './player.js';

const game = unwrap(tictactoe.create()) as unknown as Game<Position>;
const random = () => unwrap(randomSearcher.create(game));
const minimax = () => unwrap(minimaxSearcher.create(game));

/** Replays a record's moves from its start and returns the final position. */
function replay(moves: readonly { move: number }[]): Position {
  const pos = game.initial();
  for (const m of moves) {
    expect(pos.isLegal(m.move)).toBe(true);
    pos.make(m.move);
  }
  return pos;
}

describe('playGame', () => {
  it('plays a legal game to the end and records it faithfully', async () => {
    const r = await playGame(game, random(), random(), { seed: 7 });
    expect(r.a).toBe('random');
    expect(r.start).toBe('.../.../...');
    const end = replay(r.moves);
    expect(end.outcome()).toBe(r.outcome);
    expect(r.reason).toBe(r.outcome.kind === 'ongoing' ? '' : r.outcome.reason);
    // A moved first (aSide 0), so A made the even plies.
    expect(r.moves.map((m) => m.by)).toEqual(r.moves.map((_m, i) => (i % 2 === 0 ? 'a' : 'b')));
    const expected =
      r.outcome.kind === 'draw' ? 'draw' : r.outcome.kind === 'win' && r.outcome.winner === 0 ? 'a' : 'b';
    expect(r.result).toBe(expected);
  });

  it('replays exactly for a seed and differs across seeds', async () => {
    const texts = async (seed: number) =>
      (await playGame(game, random(), random(), { seed })).moves.map((m) => m.text).join(' ');
    expect(await texts(3)).toBe(await texts(3));
    const many = new Set(await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(texts)));
    expect(many.size).toBeGreaterThan(1);
  });

  it('lets B move first when A plays the second side', async () => {
    const r = await playGame(game, random(), random(), { seed: 2, aSide: 1 });
    expect(r.aSide).toBe(1);
    expect(r.moves[0]!.by).toBe('b');
    if (r.outcome.kind === 'win') expect(r.result).toBe(r.outcome.winner === 1 ? 'a' : 'b');
  });

  it('perfect play draws from both sides', async () => {
    for (const aSide of [0, 1] as const) {
      const r = await playGame(game, minimax(), minimax(), { seed: 11, aSide });
      expect(r.result).toBe('draw');
      expect(r.moves).toHaveLength(9);
    }
  });

  it('forfeits a player that answers an illegal move or resigns', async () => {
    const cheat: Player<Position> = {
      name: 'cheat',
      newGame() {},
      chooseMove: () => ({ move: 4 }), // always the centre: illegal on its second turn
    };
    const r = await playGame(game, cheat, random(), { seed: 1 });
    expect(r.result).toBe('b');
    expect(r.reason).toBe('forfeit: illegal move');
    expect(r.note).toContain('cheat');
    expect(r.moves.length).toBe(2);

    const quitter: Player<Position> = {
      name: 'quitter',
      newGame() {},
      chooseMove: () => ({ move: NO_MOVE }),
    };
    const q = await playGame(game, random(), quitter, { seed: 1 });
    expect([q.result, q.reason, q.moves.length]).toEqual(['a', 'forfeit: resigned', 1]);
  });

  it('adjudicates a draw at the ply limit', async () => {
    const r = await playGame(game, random(), random(), { seed: 5, maxPlies: 2 });
    expect([r.result, r.reason, r.moves.length]).toEqual(['draw', 'ply limit', 2]);
  });

  it('tells both players every move and starts from a given position without touching it', async () => {
    const seen: number[] = [];
    const spy: Player<Position> = {
      name: 'spy',
      newGame: (_g, start, side) => {
        expect(game.encode(start)).toBe('x../.o./...');
        expect(side).toBe(1);
      },
      chooseMove: (req) => {
        expect(req.history).toEqual(seen);
        expect(req.start).toBe('x../.o./...');
        const moves = new Int32Array(9);
        req.position.generate(moves);
        req.position.make(moves[0]!); // a private copy: must not disturb the game
        return { move: moves[0]! };
      },
      played: (m) => seen.push(m),
    };
    const start = unwrap(game.decode('x../.o./...'));
    const r = await playGame(game, spy, random(), { start, aSide: 1, seed: 4 });
    expect(game.encode(start)).toBe('x../.o./...');
    expect(seen).toEqual(r.moves.map((m) => m.move));
    expect(r.moves[0]!.by).toBe('b');
  });

  it('rejects when aborted', async () => {
    const ac = new AbortController();
    ac.abort(new Error('stop'));
    await expect(playGame(game, random(), random(), { signal: ac.signal })).rejects.toThrow('stop');
  });

  it('sees an abort raised by a macrotask while players answer at once (a SIGINT handler)', async () => {
    const ac = new AbortController();
    const eager = searcherPlayer(random());
    let moves = 0;
    const first: Player<Position> = {
      name: 'first',
      newGame: (g, p, s) => eager.newGame(g, p, s),
      chooseMove: async (req) => {
        // Scheduled as a signal handler would be: it runs only if the game yields to the event loop.
        if (moves++ === 0) setImmediate(() => ac.abort(new Error('interrupted')));
        return eager.chooseMove(req);
      },
    };
    await expect(playGame(game, first, random(), { signal: ac.signal, seed: 1 })).rejects.toThrow(
      'interrupted',
    );
    expect(moves).toBe(1);
  });
});
