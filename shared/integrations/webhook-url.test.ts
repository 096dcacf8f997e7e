import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhook-url.ts';

describe('a webhook endpoint address', () => {
  it.each([
    ['https://dms.example.com/turno/hooks', null],
    ['http://192.168.1.20:8080/hooks', null],
    ['http://127.0.0.1:4000/', null],
    ['ftp://dms.example.com/hooks', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['https://user:pass@dms.example.com/', 'credentials'],
    ['https://token@dms.example.com/', 'credentials'],
    ['dms.example.com/hooks', 'malformed'],
    ['https://dms.example.com/#x', 'malformed'],
    ['', 'malformed'],
  ])('%s → %s', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(problem);
  });
});
