import { describe, expect, it } from 'vitest';
import { launchTargetOf } from './launch-target.ts';

const ORIGIN = 'https://casino.example';

describe('what a launch URL opens', () => {
  it('a house game in place, with its session', () => {
    expect(launchTargetOf('/house/lucky-tiger?session=abcdefghijklmnop', ORIGIN))
      .toEqual({ kind: 'house', gameCode: 'lucky-tiger', session: 'abcdefghijklmnop' });
    expect(launchTargetOf(`${ORIGIN}/house/mines/?session=tok`, ORIGIN)).toEqual({ kind: 'house', gameCode: 'mines', session: 'tok' });
  });

  it('another provider in a frame', () => {
    expect(launchTargetOf('https://games.provider.example/launch?token=1', ORIGIN))
      .toEqual({ kind: 'external', url: 'https://games.provider.example/launch?token=1' });
  });

  it('nothing for this page itself, a house path without a session, or a script address', () => {
    expect(launchTargetOf('/start?gameId=2', ORIGIN)).toEqual({ kind: 'unsupported' });
    expect(launchTargetOf('/house/dice', ORIGIN)).toEqual({ kind: 'unsupported' });
    expect(launchTargetOf('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'unsupported' });
  });
});
