import { describe, expect, it } from 'vitest';
import { createSecretBox, secretBoxFromHex } from './secret-box';
import { createKeyring, dataKeyFromHex } from './storage/encryption';

const OLD = dataKeyFromHex('aa'.repeat(32));
const NEW = dataKeyFromHex('bb'.repeat(32));

describe('secret box (TOTP seeds at rest)', () => {
  it('opens what it sealed, for the same owner only', () => {
    const box = secretBoxFromHex('aa'.repeat(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin-totp:1');
    expect(sealed).toMatch(/^s1\.[0-9a-f]{16}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'admin-totp:1')).not.toBe(sealed);
    expect(box.open(sealed, 'admin-totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'admin-totp:2')).toThrow();
  });

  it('refuses another key and altered bytes; a rotated keyring still opens old seals', () => {
    const sealed = createSecretBox(createKeyring(OLD)).seal('semilla', 'x');
    expect(() => createSecretBox(createKeyring(NEW, [])).open(sealed, 'x')).toThrow(
      'Clave de cifrado desconocida',
    );
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA');
    expect(() => createSecretBox(createKeyring(OLD)).open(tampered, 'x')).toThrow();
    expect(createSecretBox(createKeyring(NEW, [OLD])).open(sealed, 'x')).toBe('semilla');
  });
});
