/** What `ABOUT` answers. The version follows package.json (a test keeps them equal). */
export const ABOUT = {
  name: 'qi',
  version: '0.1.0',
  author: 'Qi contributors',
  country: 'Worldwide',
  www: 'https://www.npmjs.com/package/@qi/game-gomoku',
} as const;

export function aboutLine(): string {
  return Object.entries(ABOUT)
    .map(([k, v]) => `${k}="${v}"`)
    .join(', ');
}
