/* The JSON tokenizer of pt2tui's native module (included by _scan.c; one module, one copy).
 *
 * Two layers, both over a cursor on bytes that are not copied:
 *   - tokens: j_ws, j_lit, j_string_span (a string's raw bytes, whether it has escapes),
 *     j_number_span, j_skip (any value, nested ones included). A scanner that only needs to
 *     find fields (the TORCH_TRACE envelope's, a Kineto event's) uses these alone;
 *   - values: j_value builds the Python object orjson.loads would, for the JSON it is sure of.
 *
 * Every function returns J_OK, J_NO (not JSON this handles: the caller leaves the text to the
 * Python side, which is the reference and says what is wrong with it) or J_ERR (a Python
 * exception is set: out of memory). Anything unusual is J_NO: invalid UTF-8, a lone surrogate,
 * an integer of more than 18 digits (orjson makes big ones floats), a float that overflows, a
 * duplicate key, nesting deeper than J_DEPTH. J_NO never claims the text is invalid: it means
 * "ask orjson".
 */
#ifndef PT2TUI_JSON_H
#define PT2TUI_JSON_H
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define J_OK 1
#define J_NO 0
#define J_ERR (-1)
#define J_DEPTH 64
#if defined(__GNUC__)
#define J_MAYBE_UNUSED __attribute__((unused))
#else
#define J_MAYBE_UNUSED
#endif

typedef struct {
    const char *p; /* next byte */
    const char *e; /* end of the text */
} jcur_t;

static inline void j_ws(jcur_t *c) {
    while (c->p < c->e && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) c->p++;
}

static inline int j_peek(const jcur_t *c) { return c->p < c->e ? (unsigned char)*c->p : -1; }

/* the literal `lit` (null, true, false) at the cursor */
static inline int j_lit(jcur_t *c, const char *lit, Py_ssize_t n) {
    if (c->e - c->p < n || memcmp(c->p, lit, (size_t)n) != 0) return J_NO;
    c->p += n;
    return J_OK;
}

/* A string at the cursor (*p == '"'): [*s, *s + *n) its raw bytes, *esc whether it holds a
 * backslash, *ascii whether all its bytes are below 0x80. J_NO on a raw control character or
 * no closing quote. */
static inline int j_string_span(jcur_t *c, const char **s, Py_ssize_t *n, int *esc, int *ascii) {
    const char *q = c->p + 1, *e = c->e;
    int has_esc = 0, high = 0;
    for (;;) {
#if defined(__SSE2__)
        /* 16 bytes at a time to the next '"', '\\', control byte or byte >= 0x80 (signed: < 0x20) */
        const __m128i QT = _mm_set1_epi8('"'), BS = _mm_set1_epi8('\\'), SP = _mm_set1_epi8(0x20);
        while (e - q >= 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)q);
            __m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(x, QT), _mm_cmpeq_epi8(x, BS)),
                                     _mm_cmplt_epi8(x, SP));
            unsigned bits = (unsigned)_mm_movemask_epi8(m);
            if (bits) {
                q += __builtin_ctz(bits);
                break;
            }
            q += 16;
        }
#endif
        while (q < e) {
            unsigned char ch = (unsigned char)*q;
            if (ch == '"' || ch == '\\' || ch < 0x20) break;
            high |= ch & 0x80;
            q++;
        }
        if (q >= e || (unsigned char)*q < 0x20) return J_NO;
        if (*q == '"') break;
        has_esc = 1; /* a backslash: skip what it escapes (its validity is checked when decoded) */
        if (q + 1 >= e) return J_NO;
        q += 2;
    }
    *s = c->p + 1;
    *n = q - (c->p + 1);
    *esc = has_esc;
    *ascii = !high;
    c->p = q + 1;
    return J_OK;
}

/* A number at the cursor: [*s, *s + *n), *is_int when it has no fraction or exponent. */
static inline int j_number_span(jcur_t *c, const char **s, Py_ssize_t *n, int *is_int) {
    const char *q = c->p, *e = c->e;
    int integer = 1;
    if (q < e && *q == '-') q++;
    if (q >= e) return J_NO;
    if (*q == '0') {
        q++;
    } else if (*q >= '1' && *q <= '9') {
        while (q < e && *q >= '0' && *q <= '9') q++;
    } else {
        return J_NO;
    }
    if (q < e && *q == '.') {
        integer = 0;
        q++;
        if (q >= e || *q < '0' || *q > '9') return J_NO;
        while (q < e && *q >= '0' && *q <= '9') q++;
    }
    if (q < e && (*q == 'e' || *q == 'E')) {
        integer = 0;
        q++;
        if (q < e && (*q == '+' || *q == '-')) q++;
        if (q >= e || *q < '0' || *q > '9') return J_NO;
        while (q < e && *q >= '0' && *q <= '9') q++;
    }
    *s = c->p;
    *n = q - c->p;
    *is_int = integer;
    c->p = q;
    return J_OK;
}

static int j_hex4(const char *q, unsigned *out); /* below, with the strings */

/* A string's escapes as Python's json takes them (\uXXXX: 4 hex digits; lone surrogates too). */
J_MAYBE_UNUSED static int j_esc_ok(const char *s, Py_ssize_t n) {
    for (Py_ssize_t i = 0; i < n; i++) {
        if (s[i] != '\\') continue;
        char x = s[++i];
        if (x == 'u') {
            unsigned cp;
            if (n - (i + 1) < 4 || !j_hex4(s + i + 1, &cp)) return 0;
            i += 4;
        } else if (!(x == '"' || x == '\\' || x == '/' || x == 'b' || x == 'f' || x == 'n' || x == 'r' ||
                     x == 't')) {
            return 0;
        }
    }
    return 1;
}

/* A skipped string's text is what orjson takes: escapes as json's (j_esc_ok), no escaped
 * surrogate (J_NO for any "\uD8.."-"\uDF..", paired or not, or what looks like one: the caller's
 * Python path then reads it), valid UTF-8. esc / high: whether it has any escape / byte >= 0x80. */
static int j_strict_ok(const char *s, Py_ssize_t n, int esc, int high) {
    if (esc) {
        if (!j_esc_ok(s, n)) return J_NO;
        for (const char *b = s, *e = s + n; (b = memchr(b, '\\', (size_t)(e - b))) != NULL && e - b >= 4; b++)
            if (b[1] == 'u' && (b[2] == 'd' || b[2] == 'D') && b[3] && strchr("89abAB", b[3]) != NULL) return J_NO;
    }
    if (high) {
        PyObject *u = PyUnicode_DecodeUTF8(s, n, "strict");
        if (u == NULL) {
            if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) return J_ERR;
            PyErr_Clear();
            return J_NO;
        }
        Py_DECREF(u);
    }
    return J_OK;
}

#if defined(PAYLOAD_AVX2) /* (_scan.c: has_avx2) */
#define J_AVX2 1
/* The end of a string (c->p at its '"') 64 bytes at a time: its unescaped '"' found with the
 * escapes' backslash runs told apart branchlessly (simdjson's find_escaped), and on the way
 * whether it has a control byte (J_NO), an escape of a character json does not escape (J_NO), a
 * \u escape (*u) or a byte >= 0x80 (*high). J_OK with c->p past the closing '"'. Bytes short
 * of 64 at the end are read one by one, in the same state. */
__attribute__((target("avx2,bmi,popcnt"))) static int j_string_end_avx2(jcur_t *c, int *u, int *high) {
    const unsigned char *q = (const unsigned char *)c->p + 1, *e = (const unsigned char *)c->e;
    const __m256i QT = _mm256_set1_epi8('"'), BS = _mm256_set1_epi8('\\'), C1F = _mm256_set1_epi8(0x1f);
    const __m256i U = _mm256_set1_epi8('u');
    static const char OK[] = "\"\\/bfnrtu";
    uint64_t carry = 0; /* the block's first byte is escaped */
    const uint64_t EVEN = 0x5555555555555555ULL;
    while (e - q >= 64) {
        __m256i x0 = _mm256_loadu_si256((const __m256i *)q), x1 = _mm256_loadu_si256((const __m256i *)(q + 32));
        uint64_t bs = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, BS)) |
                      ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, BS)) << 32);
        uint64_t qt = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, QT)) |
                      ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, QT)) << 32);
        uint64_t ctl = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_max_epu8(x0, C1F), C1F)) |
                       ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_max_epu8(x1, C1F), C1F)) << 32);
        uint64_t hi = (uint32_t)_mm256_movemask_epi8(x0) | ((uint64_t)(uint32_t)_mm256_movemask_epi8(x1) << 32);
        /* the escaped bytes: those after an odd run of backslashes */
        uint64_t b = bs & ~carry;
        uint64_t follows = (b << 1) | carry;
        uint64_t odd_starts = b & ~EVEN & ~follows;
        uint64_t seq_even;
        uint64_t next = __builtin_add_overflow(odd_starts, b, &seq_even);
        uint64_t escaped = (EVEN ^ (seq_even << 1)) & follows;
        uint64_t end = qt & ~escaped;
        uint64_t in = end ? (end & (0 - end)) - 1 : ~0ULL; /* the bytes before the closing '"' */
        if (ctl & in) return J_NO;
        if (hi & in) *high = 1;
        uint64_t esc = escaped & in;
        if (esc) {
            __m256i ok0 = _mm256_setzero_si256(), ok1 = _mm256_setzero_si256();
            for (int i = 0; OK[i]; i++) {
                __m256i ch = _mm256_set1_epi8(OK[i]);
                ok0 = _mm256_or_si256(ok0, _mm256_cmpeq_epi8(x0, ch));
                ok1 = _mm256_or_si256(ok1, _mm256_cmpeq_epi8(x1, ch));
            }
            uint64_t ok = (uint32_t)_mm256_movemask_epi8(ok0) | ((uint64_t)(uint32_t)_mm256_movemask_epi8(ok1) << 32);
            if (esc & ~ok) return J_NO;
            uint64_t us = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x0, U)) |
                          ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(x1, U)) << 32);
            if (esc & us) *u = 1;
        }
        if (end) {
            c->p = (const char *)q + __builtin_ctzll(end) + 1;
            return J_OK;
        }
        carry = next;
        q += 64;
    }
    for (int pending = (int)carry; q < e; q++) {
        unsigned char ch = *q;
        if (pending) {
            if (strchr(OK, ch) == NULL || ch == 0) return J_NO;
            if (ch == 'u') *u = 1;
            pending = 0;
            continue;
        }
        if (ch == '"') {
            c->p = (const char *)q + 1;
            return J_OK;
        }
        if (ch < 0x20) return J_NO;
        if (ch & 0x80) *high = 1;
        if (ch == '\\') pending = 1;
    }
    return J_NO; /* no closing '"' */
}

#endif

/* a string skipped; strict: its text what orjson takes (j_strict_ok) */
static inline int j_skip_string(jcur_t *c, int strict) {
    const char *s;
    Py_ssize_t n;
    int esc, ascii;
#if defined(J_AVX2)
    if (strict && has_avx2()) {
        const char *from = c->p + 1;
        int u = 0, high = 0;
        int rc = j_string_end_avx2(c, &u, &high);
        if (rc != J_OK) return rc;
        /* \u escapes are checked whole (hex digits, surrogates) the slow way, as is UTF-8 */
        return (u || high) ? j_strict_ok(from, c->p - 1 - from, u, high) : J_OK;
    }
#endif
    if (j_string_span(c, &s, &n, &esc, &ascii) != J_OK) return J_NO;
    return strict ? j_strict_ok(s, n, esc, !ascii) : J_OK;
}

/* Skip one value of any kind (objects and arrays whole); strict: every string's text checked
 * (j_strict_ok: what is skipped must be JSON that orjson takes). */
J_MAYBE_UNUSED static int j_skip_value(jcur_t *c, int depth, int strict) {
    const char *s;
    Py_ssize_t n;
    int a;
    j_ws(c);
    switch (j_peek(c)) {
    case '"':
        return j_skip_string(c, strict);
    case 'n':
        return j_lit(c, "null", 4);
    case 't':
        return j_lit(c, "true", 4);
    case 'f':
        return j_lit(c, "false", 5);
    case '[':
    case '{': {
        int obj = *c->p == '{';
        char close = obj ? '}' : ']';
        if (depth >= J_DEPTH) return J_NO;
        c->p++;
        j_ws(c);
        if (j_peek(c) == close) {
            c->p++;
            return J_OK;
        }
        for (;;) {
            if (obj) {
                j_ws(c);
                if (j_peek(c) != '"' || j_skip_string(c, strict) != J_OK) return J_NO;
                j_ws(c);
                if (j_peek(c) != ':') return J_NO;
                c->p++;
            }
            if (j_skip_value(c, depth + 1, strict) != J_OK) return J_NO;
            j_ws(c);
            int ch = j_peek(c);
            c->p++;
            if (ch == close) return J_OK;
            if (ch != ',') return J_NO;
        }
    }
    default:
        return j_number_span(c, &s, &n, &a);
    }
}

/* In an array: past whitespace and commas to the next item; 1 when it is an object ('{'). */
J_MAYBE_UNUSED static inline int j_next_object(jcur_t *c) {
    for (;;) {
        j_ws(c);
        if (j_peek(c) != ',') break;
        c->p++;
    }
    return j_peek(c) == '{';
}

/* Skip one value of any kind (objects and arrays whole). */
J_MAYBE_UNUSED static int j_skip(jcur_t *c, int depth) { return j_skip_value(c, depth, 0); }

/* -- values -------------------------------------------------------------------------------- */

/* Object keys repeat (every frame of every stack says "filename", "line" ...): short ones are
 * made once and kept, in a small table indexed by a hash of their bytes. */
#define J_KEYS 1024
#define J_KEY_MAX 32
typedef struct {
    Py_ssize_t n;
    char b[J_KEY_MAX];
    PyObject *s;
} jkey_t;
static jkey_t j_keys[J_KEYS];

static inline unsigned j_hash(const char *s, Py_ssize_t n) {
    unsigned h = 2166136261u; /* FNV-1a */
    for (Py_ssize_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static int j_hex4(const char *q, unsigned *out) {
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        char ch = q[i];
        v <<= 4;
        if (ch >= '0' && ch <= '9') v |= (unsigned)(ch - '0');
        else if (ch >= 'a' && ch <= 'f') v |= (unsigned)(ch - 'a' + 10);
        else if (ch >= 'A' && ch <= 'F') v |= (unsigned)(ch - 'A' + 10);
        else return 0;
    }
    *out = v;
    return 1;
}

/* The str of a string's raw bytes [s, s + n). */
static int j_make_str(const char *s, Py_ssize_t n, int esc, int ascii, PyObject **out) {
    if (!esc) {
        if (ascii) {
            PyObject *u = PyUnicode_New(n, 127);
            if (!u) return J_ERR;
            memcpy(PyUnicode_DATA(u), s, (size_t)n);
            *out = u;
            return J_OK;
        }
        PyObject *u = PyUnicode_DecodeUTF8(s, n, "strict");
        if (!u) {
            if (!PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) return J_ERR;
            PyErr_Clear();
            return J_NO;
        }
        *out = u;
        return J_OK;
    }
    if (ascii) { /* decoded straight into an ASCII str, its runs between escapes copied whole */
        PyObject *u = PyUnicode_New(n, 127);
        if (!u) return J_ERR;
        char *d = (char *)PyUnicode_DATA(u), *d0 = d;
        const char *q = s, *e = s + n;
        while (q < e) {
            const char *b = memchr(q, '\\', (size_t)(e - q));
            if (b == NULL) b = e;
            memcpy(d, q, (size_t)(b - q));
            d += b - q;
            if (b == e) break;
            char x = b[1]; /* j_string_span saw to it that a byte follows */
            q = b + 2;
            switch (x) {
            case '"': *d++ = '"'; break;
            case '\\': *d++ = '\\'; break;
            case '/': *d++ = '/'; break;
            case 'b': *d++ = '\b'; break;
            case 'f': *d++ = '\f'; break;
            case 'n': *d++ = '\n'; break;
            case 'r': *d++ = '\r'; break;
            case 't': *d++ = '\t'; break;
            case 'u': {
                unsigned cp;
                if (e - q < 4 || !j_hex4(q, &cp) || cp >= 0x80) goto general; /* not ASCII */
                *d++ = (char)cp;
                q += 4;
                break;
            }
            default:
                Py_DECREF(u);
                return J_NO;
            }
        }
        if (PyUnicode_Resize(&u, d - d0) < 0) return J_ERR;
        *out = u;
        return J_OK;
    general:
        Py_DECREF(u);
    }
    /* escapes: decoded into UTF-8 bytes, then made a str (at most as long as the raw text) */
    char stackbuf[256];
    char *buf = n <= (Py_ssize_t)sizeof(stackbuf) ? stackbuf : PyMem_Malloc((size_t)n);
    if (!buf) {
        PyErr_NoMemory();
        return J_ERR;
    }
    Py_ssize_t k = 0;
    int rc = J_OK;
    for (Py_ssize_t i = 0; i < n; i++) {
        char ch = s[i];
        if (ch != '\\') {
            buf[k++] = ch;
            continue;
        }
        char x = s[++i]; /* j_string_span saw to it that a byte follows */
        switch (x) {
        case '"': buf[k++] = '"'; break;
        case '\\': buf[k++] = '\\'; break;
        case '/': buf[k++] = '/'; break;
        case 'b': buf[k++] = '\b'; break;
        case 'f': buf[k++] = '\f'; break;
        case 'n': buf[k++] = '\n'; break;
        case 'r': buf[k++] = '\r'; break;
        case 't': buf[k++] = '\t'; break;
        case 'u': {
            unsigned cp;
            if (i + 4 >= n || !j_hex4(s + i + 1, &cp) || (cp >= 0xD800 && cp <= 0xDFFF)) {
                rc = J_NO; /* surrogates (pairs or not): orjson's call */
                goto done;
            }
            i += 4;
            /* \uXXXX is 6 bytes of text; its UTF-8 at most 3: it fits where it was */
            if (cp < 0x80) {
                buf[k++] = (char)cp;
            } else if (cp < 0x800) {
                buf[k++] = (char)(0xC0 | (cp >> 6));
                buf[k++] = (char)(0x80 | (cp & 0x3F));
            } else {
                buf[k++] = (char)(0xE0 | (cp >> 12));
                buf[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                buf[k++] = (char)(0x80 | (cp & 0x3F));
            }
            break;
        }
        default:
            rc = J_NO;
            goto done;
        }
    }
    {
        PyObject *u = PyUnicode_DecodeUTF8(buf, k, "strict");
        if (!u) {
            if (PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) {
                PyErr_Clear();
                rc = J_NO;
            } else {
                rc = J_ERR;
            }
        } else {
            *out = u;
        }
    }
done:
    if (buf != stackbuf) PyMem_Free(buf);
    return rc;
}

static int j_str(jcur_t *c, PyObject **out) {
    const char *s;
    Py_ssize_t n;
    int esc, ascii;
    if (j_string_span(c, &s, &n, &esc, &ascii) != J_OK) return J_NO;
    return j_make_str(s, n, esc, ascii, out);
}

/* A key: kept in j_keys when short and plain. A new reference. */
static int j_key(jcur_t *c, PyObject **out) {
    const char *s;
    Py_ssize_t n;
    int esc, ascii;
    if (j_string_span(c, &s, &n, &esc, &ascii) != J_OK) return J_NO;
    if (esc || !ascii || n > J_KEY_MAX) return j_make_str(s, n, esc, ascii, out);
    jkey_t *k = &j_keys[j_hash(s, n) & (J_KEYS - 1)];
    if (k->s != NULL && k->n == n && memcmp(k->b, s, (size_t)n) == 0) {
        Py_INCREF(k->s);
        *out = k->s;
        return J_OK;
    }
    PyObject *u;
    int rc = j_make_str(s, n, 0, 1, &u);
    if (rc != J_OK) return rc;
    PyUnicode_InternInPlace(&u);
    Py_XSETREF(k->s, u);
    Py_INCREF(u);
    k->n = n;
    memcpy(k->b, s, (size_t)n);
    *out = u;
    return J_OK;
}

static int j_number(jcur_t *c, PyObject **out) {
    const char *s;
    Py_ssize_t n;
    int is_int;
    if (j_number_span(c, &s, &n, &is_int) != J_OK) return J_NO;
    if (is_int) {
        const char *q = s;
        int neg = *q == '-';
        q += neg;
        if (s + n - q > 18) return J_NO; /* orjson: a float past 64 bits */
        long long v = 0;
        for (; q < s + n; q++) v = v * 10 + (*q - '0');
        *out = PyLong_FromLongLong(neg ? -v : v);
        return *out ? J_OK : J_ERR;
    }
    char tmp[64];
    if (n >= (Py_ssize_t)sizeof(tmp)) return J_NO;
    memcpy(tmp, s, (size_t)n);
    tmp[n] = 0;
    char *end;
    double d = PyOS_string_to_double(tmp, &end, NULL); /* correctly rounded, as orjson's */
    if (d == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        return J_NO;
    }
    if (end != tmp + n || Py_IS_INFINITY(d) || Py_IS_NAN(d)) return J_NO;
    *out = PyFloat_FromDouble(d);
    return *out ? J_OK : J_ERR;
}

static int j_value(jcur_t *c, PyObject **out, int depth);

static int j_array(jcur_t *c, PyObject **out, int depth) {
    if (depth >= J_DEPTH) return J_NO;
    c->p++; /* [ */
    PyObject *lst = PyList_New(0);
    if (!lst) return J_ERR;
    j_ws(c);
    if (j_peek(c) == ']') {
        c->p++;
        *out = lst;
        return J_OK;
    }
    for (;;) {
        PyObject *v;
        int rc = j_value(c, &v, depth + 1);
        if (rc != J_OK) {
            Py_DECREF(lst);
            return rc;
        }
        rc = PyList_Append(lst, v);
        Py_DECREF(v);
        if (rc < 0) {
            Py_DECREF(lst);
            return J_ERR;
        }
        j_ws(c);
        int ch = j_peek(c);
        c->p++;
        if (ch == ']') break;
        if (ch != ',') {
            Py_DECREF(lst);
            return J_NO;
        }
    }
    *out = lst;
    return J_OK;
}

static int j_object_keep(jcur_t *c, PyObject **out, int depth, PyObject *keep);

/* The members of an object whose '{' the cursor is past, into the dict d (a new key each).
 * keep (a dict, or NULL: all): only the members whose keys are in it; the others are skipped as
 * orjson would read them (j_skip_value strict), no object made for them (schema.ONLY_LISTED: a
 * compilation_metrics record's config dumps, 30-40 kB of escaped JSON). keep_first: the same for
 * the members of the first member's value, where it is an object (an envelope's metadata). */
static int j_members_keep(jcur_t *c, PyObject *d, int depth, PyObject *keep, PyObject *keep_first) {
    j_ws(c);
    if (j_peek(c) == '}') {
        c->p++;
        return J_OK;
    }
    for (;;) {
        j_ws(c);
        if (j_peek(c) != '"') return J_NO;
        PyObject *k, *v;
        int rc = j_key(c, &k);
        if (rc != J_OK) return rc;
        j_ws(c);
        if (j_peek(c) != ':') {
            Py_DECREF(k);
            return J_NO;
        }
        c->p++;
        int want = keep == NULL ? 1 : PyDict_Contains(keep, k);
        if (want <= 0) {
            Py_DECREF(k);
            if (want < 0) return J_ERR;
            if ((rc = j_skip_value(c, depth + 1, 1)) != J_OK) return rc;
        } else {
            j_ws(c);
            if (keep_first != NULL && j_peek(c) == '{')
                rc = j_object_keep(c, &v, depth + 1, keep_first);
            else
                rc = j_value(c, &v, depth + 1);
            if (rc != J_OK) {
                Py_DECREF(k);
                return rc;
            }
            Py_ssize_t before = PyDict_GET_SIZE(d);
            rc = PyDict_SetItem(d, k, v);
            Py_DECREF(k);
            Py_DECREF(v);
            if (rc < 0) return J_ERR;
            if (PyDict_GET_SIZE(d) == before) return J_NO; /* a duplicate key: orjson's call */
        }
        keep_first = NULL;
        j_ws(c);
        int ch = j_peek(c);
        c->p++;
        if (ch == '}') return J_OK;
        if (ch != ',') return J_NO;
    }
}

/* An object at the cursor; keep, keep_first: as j_members_keep's. */
static int j_object_keep2(jcur_t *c, PyObject **out, int depth, PyObject *keep, PyObject *keep_first) {
    if (depth >= J_DEPTH) return J_NO;
    c->p++; /* { */
    PyObject *d = PyDict_New();
    if (!d) return J_ERR;
    int rc = j_members_keep(c, d, depth, keep, keep_first);
    if (rc != J_OK) {
        Py_DECREF(d);
        return rc;
    }
    *out = d;
    return J_OK;
}

static int j_object_keep(jcur_t *c, PyObject **out, int depth, PyObject *keep) {
    return j_object_keep2(c, out, depth, keep, NULL);
}

static int j_object(jcur_t *c, PyObject **out, int depth) { return j_object_keep2(c, out, depth, NULL, NULL); }

static int j_value(jcur_t *c, PyObject **out, int depth) {
    j_ws(c);
    switch (j_peek(c)) {
    case '"':
        return j_str(c, out);
    case '{':
        return j_object(c, out, depth);
    case '[':
        return j_array(c, out, depth);
    case 'n':
        if (j_lit(c, "null", 4) != J_OK) return J_NO;
        Py_INCREF(Py_None);
        *out = Py_None;
        return J_OK;
    case 't':
        if (j_lit(c, "true", 4) != J_OK) return J_NO;
        Py_INCREF(Py_True);
        *out = Py_True;
        return J_OK;
    case 'f':
        if (j_lit(c, "false", 5) != J_OK) return J_NO;
        Py_INCREF(Py_False);
        *out = Py_False;
        return J_OK;
    default:
        return j_number(c, out);
    }
}

#endif
