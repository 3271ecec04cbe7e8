import { describe, expect, it } from 'vitest';
import { apiBase, checksumOf, signedQuery } from './bigbluebutton.ts';

describe('BigBlueButton checksum', () => {
  it('is the hash of the call name, the query string and the secret: the example of the API documentation', () => {
    const query = 'name=Test+Meeting&meetingID=abc123&attendeePW=111222&moderatorPW=333444';
    expect(checksumOf('create', query, '639259d4-9dd8-4b25-bf01-95f9567eaf4b', 'sha1')).toBe('1fcbb0c4fc1f039f73aa6d697d2db9ba7f803f17');
  });

  it('signs the query string as sent, its values encoded, with the configured hash', () => {
    const signed = signedQuery('join', { meetingID: 'm 1', fullName: 'Léa Dubois' }, 's', 'sha256');
    const [query, checksum] = signed.split('&checksum=');
    expect(query).toBe('meetingID=m%201&fullName=L%C3%A9a%20Dubois');
    expect(checksum).toBe(checksumOf('join', query, 's', 'sha256'));
    expect(checksum).toHaveLength(64);
  });

  it('finds the API under the server address, with or without its trailing api', () => {
    expect(apiBase('https://bbb.example.org/bigbluebutton/')).toBe('https://bbb.example.org/bigbluebutton/api/');
    expect(apiBase('https://bbb.example.org/bigbluebutton/api')).toBe('https://bbb.example.org/bigbluebutton/api/');
  });
});
