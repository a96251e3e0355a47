/* md5 of many payloads at once, several in the lanes of one vector register (included by
 * _scan.c after md5.h).
 *
 * md5_many(spans) -> [hex str or None per span]: spans is a list of (buf, start, end), each a
 * payload as md5_payload takes it (TAB lines, each ending with "\n"); None where md5_payload
 * would give None (the Python side hashes it then). The GIL is let go while it hashes.
 *
 * md5 is a chain over one message's blocks: one message cannot be hashed faster than a block
 * after the other, but independent messages can share the instructions: MB_LANES messages, one
 * per 32-bit lane of a 256-bit register, each lane fed its own message's next 64-byte block
 * (the payload's bytes less each line's TAB, copied as they are needed). A lane whose message
 * ends takes the next one; when only a few are left the rest are finished one at a time (a
 * lane costs as much running alone as with its neighbours). AVX2, or AVX-512VL where the CPU
 * has it (a rotate and the three-input logic in one instruction each); elsewhere (another CPU,
 * another architecture, another compiler) one message at a time, as md5_payload. */
#ifndef PT2TUI_MD5_MANY_H
#define PT2TUI_MD5_MANY_H

#define MB_LANES 8
#define MB_MIN_ACTIVE 2 /* fewer messages left than this: finished one at a time */

/* One message: the payload [p, pe) read as the bytes md5 sees. */
typedef struct {
    const char *p, *pe; /* the next payload byte; the end of what is hashed (the last "\n" not) */
    uint64_t n;         /* message bytes so far */
    int pad;            /* 0: data; 1: the 0x80 is out, the length not; 2: all blocks given */
    int bad;            /* not a payload md5_payload hashes: None */
} mb_src_t;

/* Start on the payload [ps, pe_): 0 when md5_payload would give None. */
static int mb_open(mb_src_t *s, const char *ps, const char *pe_) {
    memset(s, 0, sizeof(*s));
    if (pe_ == ps) { /* no payload lines: the md5 of "" (as payload_md5 has it) */
        s->p = s->pe = ps;
        return 1;
    }
    if (pe_ < ps || pe_[-1] != '\n' || *ps != '\t') return 0; /* ("\r": mb_fill) */
    s->p = ps + 1;
    s->pe = pe_ - 1;
    return 1;
}

#if defined(__SSE2__)
/* The newlines among the 64 bytes at p, as bits; *cr: whether a "\r" is among them. */
static inline uint64_t mb_nl64(const char *p, int *cr) {
    const __m128i NL = _mm_set1_epi8('\n'), CR = _mm_set1_epi8('\r');
    uint64_t m = 0;
    __m128i r = _mm_setzero_si128();
    for (int i = 0; i < 4; i++) {
        __m128i v = _mm_loadu_si128((const __m128i *)(p + 16 * i));
        m |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(v, NL)) << (16 * i);
        r = _mm_or_si128(r, _mm_cmpeq_epi8(v, CR));
    }
    *cr = _mm_movemask_epi8(r) != 0;
    return m;
}
#endif

/* The next 64-byte block of the message (its padding included) into blk: 0 when all are out.
 * A "\r", or a line after the first that does not start with TAB, makes it bad. */
static int mb_fill(mb_src_t *s, unsigned char *blk) {
    if (s->pad == 2) return 0;
    size_t k = 0;
    if (s->pad == 0) {
        while (k < 64 && s->p < s->pe) {
            size_t take = 64 - k;
            const char *nl;
            int cr = 0;
#if defined(__SSE2__)
            if (s->pe - s->p >= 64) { /* the newlines of the next 64 bytes at once */
                uint64_t m = mb_nl64(s->p, &cr);
                if (k == 0 && m == 0 && !cr) { /* the common case: 64 bytes of one line */
                    memcpy(blk, s->p, 64);
                    s->p += 64;
                    k = 64;
                    break;
                }
                if (take < 64) m &= (1ULL << take) - 1;
                nl = m ? s->p + __builtin_ctzll(m) : NULL;
            } else
#endif
            {
                if (take > (size_t)(s->pe - s->p)) take = (size_t)(s->pe - s->p);
                nl = memchr(s->p, '\n', take);
                cr = 1;
            }
            if (nl != NULL) take = (size_t)(nl - s->p) + 1;
            if (cr && memchr(s->p, '\r', take) != NULL) goto bad;
            memcpy(blk + k, s->p, take);
            k += take;
            s->p += take;
            if (nl != NULL) { /* the next line's TAB is not hashed */
                if (s->p >= s->pe || *s->p != '\t') goto bad;
                s->p++;
            }
        }
        s->n += k;
        if (k == 64) return 1;
        blk[k++] = 0x80;
        s->pad = 1;
    }
    if (k > 56) { /* no room for the length: zeros, and the length in the next block */
        memset(blk + k, 0, 64 - k);
        return 1;
    }
    memset(blk + k, 0, 56 - k);
    uint64_t bits = s->n << 3;
    for (int i = 0; i < 8; i++) blk[56 + i] = (unsigned char)(bits >> (8 * i));
    s->pad = 2;
    return 1;
bad:
    s->bad = 1;
    s->pad = 2;
    return 0;
}

static void mb_hex(const uint32_t w[4], char out[32]) {
    static const char hex[] = "0123456789abcdef";
    for (int i = 0; i < 16; i++) {
        unsigned v = (w[i / 4] >> (8 * (i % 4))) & 0xff;
        out[2 * i] = hex[v >> 4];
        out[2 * i + 1] = hex[v & 15];
    }
}

/* One message to its end, one block at a time, from the state st (a lane's, or md5's start). */
static void mb_finish_one(mb_src_t *s, uint32_t st[4], char out[32]) {
    md5_t m;
    m.a = st[0], m.b = st[1], m.c = st[2], m.d = st[3], m.n = 0;
    unsigned char blk[64];
    while (mb_fill(s, blk)) md5_block(&m, blk);
    st[0] = m.a, st[1] = m.b, st[2] = m.c, st[3] = m.d;
    if (!s->bad) mb_hex(st, out);
}

#define MB_STEPS(S, V1, V2, V3, V4) \
    S(V1, a, b, c, d, 0, 0xd76aa478, 7) \
    S(V1, d, a, b, c, 1, 0xe8c7b756, 12) \
    S(V1, c, d, a, b, 2, 0x242070db, 17) \
    S(V1, b, c, d, a, 3, 0xc1bdceee, 22) \
    S(V1, a, b, c, d, 4, 0xf57c0faf, 7) \
    S(V1, d, a, b, c, 5, 0x4787c62a, 12) \
    S(V1, c, d, a, b, 6, 0xa8304613, 17) \
    S(V1, b, c, d, a, 7, 0xfd469501, 22) \
    S(V1, a, b, c, d, 8, 0x698098d8, 7) \
    S(V1, d, a, b, c, 9, 0x8b44f7af, 12) \
    S(V1, c, d, a, b, 10, 0xffff5bb1, 17) \
    S(V1, b, c, d, a, 11, 0x895cd7be, 22) \
    S(V1, a, b, c, d, 12, 0x6b901122, 7) \
    S(V1, d, a, b, c, 13, 0xfd987193, 12) \
    S(V1, c, d, a, b, 14, 0xa679438e, 17) \
    S(V1, b, c, d, a, 15, 0x49b40821, 22) \
    S(V2, a, b, c, d, 1, 0xf61e2562, 5) \
    S(V2, d, a, b, c, 6, 0xc040b340, 9) \
    S(V2, c, d, a, b, 11, 0x265e5a51, 14) \
    S(V2, b, c, d, a, 0, 0xe9b6c7aa, 20) \
    S(V2, a, b, c, d, 5, 0xd62f105d, 5) \
    S(V2, d, a, b, c, 10, 0x02441453, 9) \
    S(V2, c, d, a, b, 15, 0xd8a1e681, 14) \
    S(V2, b, c, d, a, 4, 0xe7d3fbc8, 20) \
    S(V2, a, b, c, d, 9, 0x21e1cde6, 5) \
    S(V2, d, a, b, c, 14, 0xc33707d6, 9) \
    S(V2, c, d, a, b, 3, 0xf4d50d87, 14) \
    S(V2, b, c, d, a, 8, 0x455a14ed, 20) \
    S(V2, a, b, c, d, 13, 0xa9e3e905, 5) \
    S(V2, d, a, b, c, 2, 0xfcefa3f8, 9) \
    S(V2, c, d, a, b, 7, 0x676f02d9, 14) \
    S(V2, b, c, d, a, 12, 0x8d2a4c8a, 20) \
    S(V3, a, b, c, d, 5, 0xfffa3942, 4) \
    S(V3, d, a, b, c, 8, 0x8771f681, 11) \
    S(V3, c, d, a, b, 11, 0x6d9d6122, 16) \
    S(V3, b, c, d, a, 14, 0xfde5380c, 23) \
    S(V3, a, b, c, d, 1, 0xa4beea44, 4) \
    S(V3, d, a, b, c, 4, 0x4bdecfa9, 11) \
    S(V3, c, d, a, b, 7, 0xf6bb4b60, 16) \
    S(V3, b, c, d, a, 10, 0xbebfbc70, 23) \
    S(V3, a, b, c, d, 13, 0x289b7ec6, 4) \
    S(V3, d, a, b, c, 0, 0xeaa127fa, 11) \
    S(V3, c, d, a, b, 3, 0xd4ef3085, 16) \
    S(V3, b, c, d, a, 6, 0x04881d05, 23) \
    S(V3, a, b, c, d, 9, 0xd9d4d039, 4) \
    S(V3, d, a, b, c, 12, 0xe6db99e5, 11) \
    S(V3, c, d, a, b, 15, 0x1fa27cf8, 16) \
    S(V3, b, c, d, a, 2, 0xc4ac5665, 23) \
    S(V4, a, b, c, d, 0, 0xf4292244, 6) \
    S(V4, d, a, b, c, 7, 0x432aff97, 10) \
    S(V4, c, d, a, b, 14, 0xab9423a7, 15) \
    S(V4, b, c, d, a, 5, 0xfc93a039, 21) \
    S(V4, a, b, c, d, 12, 0x655b59c3, 6) \
    S(V4, d, a, b, c, 3, 0x8f0ccc92, 10) \
    S(V4, c, d, a, b, 10, 0xffeff47d, 15) \
    S(V4, b, c, d, a, 1, 0x85845dd1, 21) \
    S(V4, a, b, c, d, 8, 0x6fa87e4f, 6) \
    S(V4, d, a, b, c, 15, 0xfe2ce6e0, 10) \
    S(V4, c, d, a, b, 6, 0xa3014314, 15) \
    S(V4, b, c, d, a, 13, 0x4e0811a1, 21) \
    S(V4, a, b, c, d, 4, 0xf7537e82, 6) \
    S(V4, d, a, b, c, 11, 0xbd3af235, 10) \
    S(V4, c, d, a, b, 2, 0x2ad7d2bb, 15) \
    S(V4, b, c, d, a, 9, 0xeb86d391, 21)

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !defined(PT2TUI_NO_SIMD)
#include <immintrin.h>
#define MB_SIMD 1

/* The lanes' states (a, b, c, d per lane) and blocks ([lane][16 words]) -> the states after
 * the blocks. Two builds of the same rounds: AVX2 and AVX-512VL. */
#define MB_ROUNDS(STEP, V1, V2, V3, V4)                                                      \
    __m256i a = _mm256_load_si256((const __m256i *)st[0]);                                    \
    __m256i b = _mm256_load_si256((const __m256i *)st[1]);                                    \
    __m256i c = _mm256_load_si256((const __m256i *)st[2]);                                    \
    __m256i d = _mm256_load_si256((const __m256i *)st[3]);                                    \
    __m256i a0 = a, b0 = b, c0 = c, d0 = d;                                                   \
    __m256i X[16];                                                                            \
    mb_transpose(blocks, X);                                                                  \
    mb_transpose(blocks + 8, X + 8);                                                          \
    MB_STEPS(STEP, V1, V2, V3, V4)                                                            \
    _mm256_store_si256((__m256i *)st[0], ADD(a, a0));                                         \
    _mm256_store_si256((__m256i *)st[1], ADD(b, b0));                                         \
    _mm256_store_si256((__m256i *)st[2], ADD(c, c0));                                         \
    _mm256_store_si256((__m256i *)st[3], ADD(d, d0));

#define MB_STEP(f, w, x, y, z, g, k, s, ROTL) \
    w = ADD(w, ADD(X[g], SET1((int)(k)))); w = ADD(w, f(x, y, z)); w = ROTL(w, s); w = ADD(w, x);
#define X2_STEP(f, w, x, y, z, g, k, s) MB_STEP(f, w, x, y, z, g, k, s, X2_ROTL)
#define X5_STEP(f, w, x, y, z, g, k, s) MB_STEP(f, w, x, y, z, g, k, s, X5_ROTL)

#define ADD _mm256_add_epi32
#define SET1 _mm256_set1_epi32

/* Words h..h+7 of the 8 lanes' blocks ([lane][16 words]) -> X[i]: word h+i of every lane. */
#define MB_TRANSPOSE_BODY                                                                      \
    __m256i r[8], t[8], u[8];                                                                 \
    for (int l = 0; l < 8; l++) r[l] = _mm256_load_si256((const __m256i *)(blocks + 16 * l)); \
    for (int l = 0; l < 8; l += 2) {                                                          \
        t[l] = _mm256_unpacklo_epi32(r[l], r[l + 1]);                                         \
        t[l + 1] = _mm256_unpackhi_epi32(r[l], r[l + 1]);                                     \
    }                                                                                         \
    for (int q = 0; q < 8; q += 4) {                                                          \
        u[q] = _mm256_unpacklo_epi64(t[q], t[q + 2]);                                         \
        u[q + 1] = _mm256_unpackhi_epi64(t[q], t[q + 2]);                                     \
        u[q + 2] = _mm256_unpacklo_epi64(t[q + 1], t[q + 3]);                                 \
        u[q + 3] = _mm256_unpackhi_epi64(t[q + 1], t[q + 3]);                                 \
    }                                                                                         \
    for (int i = 0; i < 4; i++) {                                                             \
        X[i] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x20);                               \
        X[i + 4] = _mm256_permute2x128_si256(u[i], u[i + 4], 0x31);                           \
    }

__attribute__((target("avx2"))) static inline void mb_transpose(const uint32_t *blocks, __m256i *X) {
    MB_TRANSPOSE_BODY
}

/* AVX2: a rotate is two shifts and an or; AVX-512VL: one instruction, as is each round's logic */
#define X2_ROTL(v, s) _mm256_or_si256(_mm256_slli_epi32(v, s), _mm256_srli_epi32(v, 32 - (s)))
#define X2_V1(x, y, z) _mm256_xor_si256(z, _mm256_and_si256(x, _mm256_xor_si256(y, z)))
#define X2_V2(x, y, z) _mm256_or_si256(_mm256_and_si256(x, z), _mm256_andnot_si256(z, y))
#define X2_V3(x, y, z) _mm256_xor_si256(_mm256_xor_si256(x, y), z)
#define X2_V4(x, y, z) _mm256_xor_si256(y, _mm256_or_si256(x, _mm256_xor_si256(z, _mm256_set1_epi32(-1))))
#define X5_ROTL(v, s) _mm256_rol_epi32(v, s)
#define X5_V1(x, y, z) _mm256_ternarylogic_epi32(x, y, z, 0xca)
#define X5_V2(x, y, z) _mm256_ternarylogic_epi32(x, y, z, 0xe4)
#define X5_V3(x, y, z) _mm256_ternarylogic_epi32(x, y, z, 0x96)
#define X5_V4(x, y, z) _mm256_ternarylogic_epi32(x, y, z, 0x39)

__attribute__((target("avx2"))) static void mb_rounds_avx2(uint32_t st[4][MB_LANES], const uint32_t *blocks) {
    MB_ROUNDS(X2_STEP, X2_V1, X2_V2, X2_V3, X2_V4)
}

__attribute__((target("avx2,avx512f,avx512vl"))) static void mb_rounds_avx512(uint32_t st[4][MB_LANES],
                                                                              const uint32_t *blocks) {
    MB_ROUNDS(X5_STEP, X5_V1, X5_V2, X5_V3, X5_V4)
}
#undef ADD
#undef SET1

typedef void (*mb_rounds_t)(uint32_t st[4][MB_LANES], const uint32_t *blocks);

/* The rounds this CPU runs (NULL: none: one message at a time). PT2TUI_MD5_LANES=0 turns
 * them off, =avx2 keeps to AVX2 (tests compare each with hashlib). */
static mb_rounds_t mb_pick(void) {
    const char *want = getenv("PT2TUI_MD5_LANES");
    if (want != NULL && strcmp(want, "0") == 0) return NULL;
    __builtin_cpu_init();
    int avx2 = __builtin_cpu_supports("avx2");
    int avx512 = avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
    if (avx512 && !(want != NULL && strcmp(want, "avx2") == 0)) return mb_rounds_avx512;
    return avx2 ? mb_rounds_avx2 : NULL;
}
#else
typedef void (*mb_rounds_t)(uint32_t st[4][MB_LANES], const uint32_t *blocks);
static mb_rounds_t mb_pick(void) { return NULL; }
#endif

/* The md5s of n messages (out[i]: 32 hex digits, or ok[i] = 0). */
static void mb_hash(mb_src_t *src, Py_ssize_t n, char (*out)[32], mb_rounds_t rounds) {
    static const uint32_t IV[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
    Py_ssize_t next = 0, lane_of[MB_LANES];
    int active = 0;
    _Alignas(32) uint32_t st[4][MB_LANES];
    _Alignas(64) uint32_t blocks[MB_LANES * 16];
    for (int l = 0; l < MB_LANES; l++) lane_of[l] = -1;
    while (rounds != NULL) {
        /* idle lanes take the next messages */
        for (int l = 0; l < MB_LANES && next < n; l++) {
            if (lane_of[l] >= 0) continue;
            lane_of[l] = next++;
            for (int j = 0; j < 4; j++) st[j][l] = IV[j];
            active++;
        }
        if (active < MB_MIN_ACTIVE) break;
        /* each lane's next block; a lane whose message is out hands its digest in */
        for (int l = 0; l < MB_LANES; l++) {
            Py_ssize_t i = lane_of[l];
            unsigned char *blk = (unsigned char *)(blocks + 16 * l);
            if (i < 0) {
                memset(blk, 0, 64);
                continue;
            }
            if (!mb_fill(&src[i], blk)) {
                uint32_t w[4] = {st[0][l], st[1][l], st[2][l], st[3][l]};
                if (!src[i].bad) mb_hex(w, out[i]);
                lane_of[l] = -1;
                active--;
                if (next < n) { /* the next message at once, so no lane idles */
                    lane_of[l] = next++;
                    for (int j = 0; j < 4; j++) st[j][l] = IV[j];
                    active++;
                    l--; /* its first block */
                    continue;
                }
                memset(blk, 0, 64);
            }
        }
        if (active == 0) break;
        rounds(st, blocks);
    }
    /* what is left, one at a time: the lanes' messages from their states, then the rest */
    for (int l = 0; l < MB_LANES; l++) {
        Py_ssize_t i = lane_of[l];
        if (i < 0) continue;
        uint32_t w[4] = {st[0][l], st[1][l], st[2][l], st[3][l]};
        mb_finish_one(&src[i], w, out[i]);
    }
    for (; next < n; next++) {
        uint32_t w[4] = {IV[0], IV[1], IV[2], IV[3]};
        mb_finish_one(&src[next], w, out[next]);
    }
}

static mb_rounds_t mb_rounds = NULL;
static int mb_picked = 0;

static PyObject *md5_many(PyObject *self, PyObject *args) {
    PyObject *spans;
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &spans)) return NULL;
    if (!mb_picked) {
        mb_rounds = mb_pick();
        mb_picked = 1;
    }
    Py_ssize_t n = PyList_GET_SIZE(spans), got = 0;
    Py_buffer *views = PyMem_Calloc((size_t)(n ? n : 1), sizeof(Py_buffer));
    mb_src_t *src = PyMem_Calloc((size_t)(n ? n : 1), sizeof(mb_src_t));
    char (*out)[32] = PyMem_Calloc((size_t)(n ? n : 1), 32);
    PyObject *res = NULL;
    if (views == NULL || src == NULL || out == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (; got < n; got++) {
        PyObject *t = PyList_GET_ITEM(spans, got), *buf;
        Py_ssize_t start, end;
        if (!PyArg_ParseTuple(t, "Onn", &buf, &start, &end) ||
            PyObject_GetBuffer(buf, &views[got], PyBUF_SIMPLE) < 0)
            goto done;
        const char *b = (const char *)views[got].buf;
        if (start < 0 || end > views[got].len || start >= end || !mb_open(&src[got], b + start, b + end))
            src[got].bad = 1, src[got].pad = 2;
    }
    Py_BEGIN_ALLOW_THREADS
    mb_hash(src, n, out, mb_rounds);
    Py_END_ALLOW_THREADS
    res = PyList_New(n);
    for (Py_ssize_t i = 0; res != NULL && i < n; i++) {
        PyObject *h = src[i].bad ? Py_NewRef(Py_None) : PyUnicode_DecodeASCII(out[i], 32, NULL);
        if (h == NULL) Py_CLEAR(res);
        else PyList_SET_ITEM(res, i, h);
    }
done:
    for (Py_ssize_t i = 0; i < got; i++) PyBuffer_Release(&views[i]);
    PyMem_Free(views);
    PyMem_Free(src);
    PyMem_Free(out);
    return res;
}

/* Which rounds md5_many runs here: "avx512", "avx2" or "" (one message at a time). */
static PyObject *md5_lanes(PyObject *self, PyObject *args) {
    mb_rounds_t r = mb_pick();
#ifdef MB_SIMD
    return PyUnicode_FromString(r == mb_rounds_avx512 ? "avx512" : r == mb_rounds_avx2 ? "avx2" : "");
#else
    return PyUnicode_FromString("");
#endif
}

/* -- the scanner's small payloads ------------------------------------------------------------
 * scan() checks the md5 of each payload under MD5_MAX: instead of one at a time as it goes, it
 * notes each check here and hashes them all at once before it returns (mb_hash), then does what
 * it did with each result: a lite record's mismatch goes to its run's checks, a built record
 * whose md5 is not confirmed becomes (record, digest or newlines) in items. In record order. */
typedef struct {
    const char *ps, *pe;   /* the payload; hashed when hash is set */
    int hash;              /* 0: not hashed here (big, or its has_payload cannot match) */
    PyObject *checks;      /* a lite record: its run's checks list (borrowed); else NULL */
    const char *want;      /* a lite record: its has_payload (in the buffer) */
    Py_ssize_t want_n;
    Py_ssize_t item;       /* a built record: its index in items */
    PyObject *md5;         /* a built record: its has_payload (borrowed from the record) */
    long long offset, line, plines, in_run;
} mb_check_t;

typedef struct {
    mb_check_t *v;
    Py_ssize_t n, cap;
} mb_checks_t;

static mb_check_t *mb_check_new(mb_checks_t *c) {
    if (c->n == c->cap) {
        Py_ssize_t cap = c->cap ? 2 * c->cap : 256;
        mb_check_t *v = PyMem_Realloc(c->v, (size_t)cap * sizeof(mb_check_t));
        if (v == NULL) {
            PyErr_NoMemory();
            return NULL;
        }
        c->v = v;
        c->cap = cap;
    }
    mb_check_t *k = &c->v[c->n++];
    memset(k, 0, sizeof(*k));
    return k;
}

/* Hash the noted checks and act on them (see above); -1 on a Python error. Empties c. */
static int mb_checks_run(mb_checks_t *c, PyObject *items) {
    Py_ssize_t n = c->n;
    c->n = 0;
    if (n == 0) return 0;
    mb_src_t *src = PyMem_Calloc((size_t)n, sizeof(mb_src_t));
    char (*out)[32] = PyMem_Calloc((size_t)n, 32);
    int rc = -1;
    if (src == NULL || out == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < n; i++)
        if (!c->v[i].hash || !mb_open(&src[i], c->v[i].ps, c->v[i].pe)) src[i].bad = 1, src[i].pad = 2;
    if (!mb_picked) {
        mb_rounds = mb_pick();
        mb_picked = 1;
    }
    Py_BEGIN_ALLOW_THREADS
    mb_hash(src, n, out, mb_rounds);
    Py_END_ALLOW_THREADS
    for (Py_ssize_t i = 0; i < n; i++) {
        mb_check_t *k = &c->v[i];
        int hashed = !src[i].bad;
        if (k->checks != NULL) { /* a lite record: a check for the Python side unless it matched */
            if (hashed && k->want_n == 32 && memcmp(out[i], k->want, 32) == 0) continue;
            PyObject *t = Py_BuildValue("(s#LLLL)", k->want, k->want_n, k->offset, k->line, k->plines,
                                        k->in_run);
            if (!t || PyList_Append(k->checks, t) < 0) {
                Py_XDECREF(t);
                goto done;
            }
            Py_DECREF(t);
            continue;
        }
        PyObject *md5 = k->md5;
        if (hashed && PyUnicode_GET_LENGTH(md5) == 32 && PyUnicode_KIND(md5) == PyUnicode_1BYTE_KIND &&
            memcmp(PyUnicode_DATA(md5), out[i], 32) == 0)
            continue;
        /* its md5 is checked by the Python side: (record, digest or newlines) */
        PyObject *rec = PyList_GET_ITEM(items, k->item);
        PyObject *x = hashed ? PyUnicode_DecodeASCII(out[i], 32, NULL) : PyLong_FromLongLong(k->plines);
        PyObject *it = x ? PyTuple_Pack(2, rec, x) : NULL;
        Py_XDECREF(x);
        if (it == NULL || PyList_SetItem(items, k->item, it) < 0) goto done;
    }
    rc = 0;
done:
    PyMem_Free(src);
    PyMem_Free(out);
    return rc;
}

#endif
