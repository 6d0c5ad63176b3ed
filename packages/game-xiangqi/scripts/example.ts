// The README example. Run in packages/game-xiangqi:
//   node --conditions=@qi/source --import tsx scripts/example.ts
import { unwrap } from '@qi/core-search';
import { formatChinese, formatWxf, perft, xiangqi } from '../src/index.js';

const game = unwrap(xiangqi.create()); // or xiangqi.create({ notation: 'wxf' })
const pos = game.initial();
const move = unwrap(game.parseMove(pos, 'h2e2')); // ICCS by default
console.log(formatWxf(pos, move), formatChinese(pos, move)); // C2.5 炮二平五
pos.make(move);
console.log(game.encode(pos)); // rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1
console.log(perft(game.initial(), 4)); // 3290240
console.log(pos.outcome()); // { kind: 'ongoing' }
