import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { redirectPlatformParams, redirectPlatformTarget, redirectPlatformUrl } from './redirect-platform.ts';

const conflict = (data: unknown) => new ApiError({ message: 'Autre plateforme', httpStatus: 409, error: { status: 'Error', message: '', data } });

describe('login hand-over', () => {
  it('reads the other platform URL of a failed login', () => {
    const platformUrl = 'http://mfo.localhost:3000/connectAsAfterRedirectPlatform?contactId=4&token=t&slug=catalogue';
    expect(redirectPlatformUrl(conflict({ token: 't', platformUrl, contactId: 4, accountId: null }))).toBe(platformUrl);
    expect(redirectPlatformUrl(conflict({ platformUrl }))).toBeNull();
    expect(redirectPlatformUrl(conflict({ token: 't', platformUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(redirectPlatformUrl(new ApiError({ message: 'Identifiants incorrects', httpStatus: 401, error: null }))).toBeNull();
  });

  it('builds the hand-over call from the landing query', () => {
    expect(redirectPlatformParams(new URLSearchParams('contactId=12&accountId=3&token=abc&slug=catalogue'))).toEqual({
      contactId: 12,
      accountId: 3,
      token: 'abc',
    });
    expect(redirectPlatformParams(new URLSearchParams('contactId=12&token=abc'))).toEqual({ contactId: 12, token: 'abc' });
    expect(redirectPlatformParams(new URLSearchParams('contactId=x&token=abc'))).toBeNull();
    expect(redirectPlatformParams(new URLSearchParams('contactId=12'))).toBeNull();
  });

  it('lands on the slug route or the catalogue', () => {
    expect(redirectPlatformTarget('catalogue', 'fr')).toBe('/catalogue');
    expect(redirectPlatformTarget('catalogue', 'es')).toBe('/catalogar');
    expect(redirectPlatformTarget('training-detail', 'fr')).toBe('/catalogue');
    expect(redirectPlatformTarget(null, 'fr')).toBe('/catalogue');
  });
});
