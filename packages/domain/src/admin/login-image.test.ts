import { describe, expect, it } from 'vitest';
import { HEX_COLOUR, LOGIN_IMAGE_MAX_BYTES, checkLoginImage } from './login-image.ts';

describe('checkLoginImage', () => {
  it('knows a PNG, a JPEG and a WebP picture by their first bytes', () => {
    expect(checkLoginImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ ok: true, type: 'image/png' });
    expect(checkLoginImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkLoginImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses text posing as a picture, an SVG, a PDF, an empty file and one over the limit', () => {
    expect(checkLoginImage(new TextEncoder().encode('just some text'))).toEqual({ ok: false, problem: 'type' });
    expect(checkLoginImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, problem: 'type' });
    expect(checkLoginImage(new TextEncoder().encode('%PDF-1.7'))).toEqual({ ok: false, problem: 'type' });
    expect(checkLoginImage(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    expect(checkLoginImage(new Uint8Array(LOGIN_IMAGE_MAX_BYTES + 1).fill(0xff))).toEqual({ ok: false, problem: 'tooBig' });
  });
});

describe('HEX_COLOUR', () => {
  it('takes #rrggbb only', () => {
    expect(['#FFF4D6', '#0a0b0c'].every((c) => HEX_COLOUR.test(c))).toBe(true);
    expect(['#FFF', 'red', '#GGGGGG', '#FFF4D6;background:url(x)', 'rgb(0,0,0)'].some((c) => HEX_COLOUR.test(c))).toBe(false);
  });
});
