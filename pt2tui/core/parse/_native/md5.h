/* md5 (RFC 1321) of TORCH_TRACE payloads for pt2tui's native module (included by _scan.c). */
#ifndef PT2TUI_MD5_H
#define PT2TUI_MD5_H

/* ---- md5 of small payloads (RFC 1321), so that their checks need no Python call ---------------
 * The payload text torch hashed is its TAB lines less each line's first TAB, joined by "\n"
 * (payloads.unpack_span). Payloads of MD5_MAX bytes and more are left to the Python side,
 * which hashes them in two threads. */
#define MD5_MAX (8 << 10) /* payloads.BATCH_MD5_MIN */

typedef struct {
    uint32_t a, b, c, d;
    uint64_t n;
    unsigned char buf[64];
} md5_t;

#define F1(x, y, z) (z ^ (x & (y ^ z)))
#define F2(x, y, z) (((x) & (z)) + ((y) & ~(z))) /* disjoint bits: + lets both ANDs go at once */
#define F3(x, y, z) (x ^ y ^ z)
#define F4(x, y, z) (y ^ (x | ~z))
#define STEP(f, w, x, y, z, data, s) \
    (w += (data), w += f(x, y, z), w = (w << s) | (w >> (32 - s)), w += x) /* data first: off the chain */

static void md5_block(md5_t *m, const unsigned char *p) {
    uint32_t X[16];
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(X, p, 64); /* md5's words are little-endian: as they are in memory here */
#else
    for (int i = 0; i < 16; i++)
        X[i] = (uint32_t)p[4 * i] | ((uint32_t)p[4 * i + 1] << 8) | ((uint32_t)p[4 * i + 2] << 16) |
               ((uint32_t)p[4 * i + 3] << 24);
#endif
    uint32_t a = m->a, b = m->b, c = m->c, d = m->d;
    STEP(F1, a, b, c, d, X[0] + 0xd76aa478, 7);   STEP(F1, d, a, b, c, X[1] + 0xe8c7b756, 12);
    STEP(F1, c, d, a, b, X[2] + 0x242070db, 17);  STEP(F1, b, c, d, a, X[3] + 0xc1bdceee, 22);
    STEP(F1, a, b, c, d, X[4] + 0xf57c0faf, 7);   STEP(F1, d, a, b, c, X[5] + 0x4787c62a, 12);
    STEP(F1, c, d, a, b, X[6] + 0xa8304613, 17);  STEP(F1, b, c, d, a, X[7] + 0xfd469501, 22);
    STEP(F1, a, b, c, d, X[8] + 0x698098d8, 7);   STEP(F1, d, a, b, c, X[9] + 0x8b44f7af, 12);
    STEP(F1, c, d, a, b, X[10] + 0xffff5bb1, 17); STEP(F1, b, c, d, a, X[11] + 0x895cd7be, 22);
    STEP(F1, a, b, c, d, X[12] + 0x6b901122, 7);  STEP(F1, d, a, b, c, X[13] + 0xfd987193, 12);
    STEP(F1, c, d, a, b, X[14] + 0xa679438e, 17); STEP(F1, b, c, d, a, X[15] + 0x49b40821, 22);
    STEP(F2, a, b, c, d, X[1] + 0xf61e2562, 5);   STEP(F2, d, a, b, c, X[6] + 0xc040b340, 9);
    STEP(F2, c, d, a, b, X[11] + 0x265e5a51, 14); STEP(F2, b, c, d, a, X[0] + 0xe9b6c7aa, 20);
    STEP(F2, a, b, c, d, X[5] + 0xd62f105d, 5);   STEP(F2, d, a, b, c, X[10] + 0x02441453, 9);
    STEP(F2, c, d, a, b, X[15] + 0xd8a1e681, 14); STEP(F2, b, c, d, a, X[4] + 0xe7d3fbc8, 20);
    STEP(F2, a, b, c, d, X[9] + 0x21e1cde6, 5);   STEP(F2, d, a, b, c, X[14] + 0xc33707d6, 9);
    STEP(F2, c, d, a, b, X[3] + 0xf4d50d87, 14);  STEP(F2, b, c, d, a, X[8] + 0x455a14ed, 20);
    STEP(F2, a, b, c, d, X[13] + 0xa9e3e905, 5);  STEP(F2, d, a, b, c, X[2] + 0xfcefa3f8, 9);
    STEP(F2, c, d, a, b, X[7] + 0x676f02d9, 14);  STEP(F2, b, c, d, a, X[12] + 0x8d2a4c8a, 20);
    STEP(F3, a, b, c, d, X[5] + 0xfffa3942, 4);   STEP(F3, d, a, b, c, X[8] + 0x8771f681, 11);
    STEP(F3, c, d, a, b, X[11] + 0x6d9d6122, 16); STEP(F3, b, c, d, a, X[14] + 0xfde5380c, 23);
    STEP(F3, a, b, c, d, X[1] + 0xa4beea44, 4);   STEP(F3, d, a, b, c, X[4] + 0x4bdecfa9, 11);
    STEP(F3, c, d, a, b, X[7] + 0xf6bb4b60, 16);  STEP(F3, b, c, d, a, X[10] + 0xbebfbc70, 23);
    STEP(F3, a, b, c, d, X[13] + 0x289b7ec6, 4);  STEP(F3, d, a, b, c, X[0] + 0xeaa127fa, 11);
    STEP(F3, c, d, a, b, X[3] + 0xd4ef3085, 16);  STEP(F3, b, c, d, a, X[6] + 0x04881d05, 23);
    STEP(F3, a, b, c, d, X[9] + 0xd9d4d039, 4);   STEP(F3, d, a, b, c, X[12] + 0xe6db99e5, 11);
    STEP(F3, c, d, a, b, X[15] + 0x1fa27cf8, 16); STEP(F3, b, c, d, a, X[2] + 0xc4ac5665, 23);
    STEP(F4, a, b, c, d, X[0] + 0xf4292244, 6);   STEP(F4, d, a, b, c, X[7] + 0x432aff97, 10);
    STEP(F4, c, d, a, b, X[14] + 0xab9423a7, 15); STEP(F4, b, c, d, a, X[5] + 0xfc93a039, 21);
    STEP(F4, a, b, c, d, X[12] + 0x655b59c3, 6);  STEP(F4, d, a, b, c, X[3] + 0x8f0ccc92, 10);
    STEP(F4, c, d, a, b, X[10] + 0xffeff47d, 15); STEP(F4, b, c, d, a, X[1] + 0x85845dd1, 21);
    STEP(F4, a, b, c, d, X[8] + 0x6fa87e4f, 6);   STEP(F4, d, a, b, c, X[15] + 0xfe2ce6e0, 10);
    STEP(F4, c, d, a, b, X[6] + 0xa3014314, 15);  STEP(F4, b, c, d, a, X[13] + 0x4e0811a1, 21);
    STEP(F4, a, b, c, d, X[4] + 0xf7537e82, 6);   STEP(F4, d, a, b, c, X[11] + 0xbd3af235, 10);
    STEP(F4, c, d, a, b, X[2] + 0x2ad7d2bb, 15);  STEP(F4, b, c, d, a, X[9] + 0xeb86d391, 21);
    m->a += a; m->b += b; m->c += c; m->d += d;
}

static void md5_init(md5_t *m) {
    m->a = 0x67452301; m->b = 0xefcdab89; m->c = 0x98badcfe; m->d = 0x10325476; m->n = 0;
}

static void md5_update(md5_t *m, const char *p, Py_ssize_t len) {
    size_t used = (size_t)(m->n & 63);
    m->n += (uint64_t)len;
    if (used) {
        size_t room = 64 - used;
        if ((size_t)len < room) {
            memcpy(m->buf + used, p, (size_t)len);
            return;
        }
        memcpy(m->buf + used, p, room);
        md5_block(m, m->buf);
        p += room;
        len -= (Py_ssize_t)room;
    }
    while (len >= 64) {
        md5_block(m, (const unsigned char *)p);
        p += 64;
        len -= 64;
    }
    memcpy(m->buf, p, (size_t)len);
}

static void md5_hex(md5_t *m, char out[32]) {
    uint64_t bits = m->n << 3;
    static const char pad[64] = {(char)0x80};
    size_t used = (size_t)(m->n & 63);
    md5_update(m, pad, (Py_ssize_t)(used < 56 ? 56 - used : 120 - used));
    unsigned char len8[8];
    for (int i = 0; i < 8; i++) len8[i] = (unsigned char)(bits >> (8 * i));
    md5_update(m, (const char *)len8, 8);
    uint32_t w[4] = {m->a, m->b, m->c, m->d};
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        unsigned v = (w[i / 4] >> (8 * (i % 4))) & 0xff;
        out[2 * i] = hex[v >> 4];
        out[2 * i + 1] = hex[v & 15];
    }
}

/* The md5 (hex) of the payload in [ps, pe): TAB lines, each ending with "\n". 0 when it is not
 * one this hashes (big, a "\r" in it): the Python side does it then. */
static int payload_md5(const char *ps, const char *pe, char out[32]) {
    if (pe - ps >= MD5_MAX || (pe > ps && pe[-1] != '\n') || memchr(ps, '\r', pe - ps)) return 0;
    md5_t m;
    md5_init(&m);
    const char *p = ps;
    while (p < pe) { /* each line starts with TAB (payload_end) */
        const char *nl = memchr(p, '\n', pe - p);
        if (p > ps) md5_update(&m, "\n", 1);
        md5_update(&m, p + 1, nl - p - 1);
        p = nl + 1;
    }
    md5_hex(&m, out);
    return 1;
}

#endif
