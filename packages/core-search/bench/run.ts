// Runs every benchmark of the package in turn.
import './mcts-bench.js';
import './ab-bench.js';
