import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatar, initialsOf } from './avatar.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkAvatar', () => {
  it('reads the type from the bytes: JPEG, PNG and WebP pictures only', () => {
    expect(checkAvatar(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkAvatar(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ ok: true, type: 'image/png' });
    expect(checkAvatar(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses SVG, HTML, PDF, a truncated signature, an empty file and a file over the limit', () => {
    expect(checkAvatar(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, problem: 'type' });
    expect(checkAvatar(bytes('<!DOCTYPE html><img src=x>'))).toEqual({ ok: false, problem: 'type' });
    expect(checkAvatar(bytes('%PDF-1.7'))).toEqual({ ok: false, problem: 'type' });
    expect(checkAvatar(bytes('RIFF'))).toEqual({ ok: false, problem: 'type' });
    expect(checkAvatar(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkAvatar(big)).toEqual({ ok: false, problem: 'tooBig' });
  });

  it('gives the default picture’s initials', () => {
    expect(initialsOf('claire', ' Dupont')).toBe('CD');
    expect(initialsOf('Élodie', 'Ñúñez')).toBe('ÉÑ');
    expect(initialsOf('', '')).toBe('');
  });
});
