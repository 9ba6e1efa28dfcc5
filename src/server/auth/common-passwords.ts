// The most common passwords from public breach corpora (NIST SP 800-63B §5.1.1.2: refuse values
// known to be commonly used). Only those of 8+ characters matter: shorter ones fail the length rule.
const LIST = `
password 12345678 123456789 1234567890 qwerty123 password1 iloveyou 11111111 00000000 abc12345
sunshine princess qwertyuiop 1q2w3e4r 1qaz2wsx qazwsxedc football baseball welcome1 welcome123
password123 passw0rd p@ssw0rd p@ssword letmein1 trustno1 superman batman123 dragon123 monkey123
shadow123 master123 michael1 jennifer jordan23 charlie1 starwars whatever computer internet
123123123 12341234 87654321 123456789a 1234qwer qwer1234 asdf1234 zxcvbnm1 zxcvbnm123 asdfghjk
asdfghjkl qwertyui 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 a1b2c3d4 aa123456 abcd1234
abcdefgh abc123456 password12 password2 password01 passwort changeme changeme123 secret123
admin123 administrator admin1234 root1234 test1234 testtest guest123 login123 hello123 helloworld
iloveyou1 iloveyou2 lovelove loveme123 babygirl1 princess1 sunshine1 football1 baseball1 soccer123
basketball chocolate butterfly starwars1 pokemon123 liverpool chelsea1 arsenal1 manchester
freedom1 mustang1 michelle jessica1 ashley123 nicole123 daniel123 thomas123 robert123 matthew1
00000000a 11111111a 12121212 11223344 12344321 22222222 55555555 66666666 88888888 99999999
123456123 654321654 7777777a 147258369 987654321 1111111111 0987654321 qwerty1234 qwertyuiop1
iloveu123 a1234567 a12345678 1234567a 12345678a 12345qwert 123qweasd qweasdzxc 1qazxsw2 zaq12wsx
!qaz2wsx 1qaz@wsx p4ssw0rd passpass password! password1! Password1 Password123 Welcome1
manzil123 riyadh123 jeddah123 saudi123 ksa12345 alhilal1 alnassr1 mohammed mohammad1 abdullah
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  LIST.split(/\s+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
