/* The native fast path of pt2tui's TORCH_TRACE parser (pt2tui/core/trace.py).
 *
 * scan(buf, pos, base, line, lite, verify) -> (items, pos, line)
 *
 * Walks the well-formed records of buf from pos and stops at the first thing it does not
 * handle itself (a line starting with TAB where a record should begin, a header that is not a
 * glog prefix, a line or payload that may go on past the end of buf), leaving it to the Python
 * parser, which is the reference: this only ever does what the Python code would do, faster.
 *
 * items holds, in file order:
 *   - a tuple per record: (offset, line, level, time, pid, where, prefix_rank, envelope,
 *     payload_start, payload_end, payload_newlines); envelope is the JSON text (bytes), the
 *     payload span is absolute (-1, -1 when no TAB lines can belong to the record: its
 *     envelope does not mention has_payload);
 *   - when lite, a list per run of consecutive chromium_event records with the same compile
 *     id, rank and pid whose envelope holds nothing else (the bulk of every trace):
 *     [count, cid_key, rank, pid, first_time, starts, ends, checks] where cid_key is
 *     (frame_id, frame_compile_id, attempt, compiled_autograd_id) or None, starts/ends are
 *     native int64 arrays as bytes, and checks (when verify) holds (md5, offset, line, newlines,
 *     index in the run) per record whose md5 was not confirmed here, for the Python side;
 *   - with verify, a record's payload_newlines is the md5 (hex str) of its payload when it was
 *     hashed here (a small one: see payload_md5).
 * pos and line are where the Python parser goes on (line numbers are 1-based).
 */
#define PY_SSIZE_T_CLEAN
#define _GNU_SOURCE /* memmem */
#include <Python.h>
#include <structmember.h> /* T_OBJECT_EX, READONLY: _native/slotted.h */
#include <stdint.h>
#include <string.h>

typedef struct {
    const char *p;
    Py_ssize_t n;
} span_t;

static inline int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Parse up to 18 digits at *q (bounded by e) into *out; 0 on failure. */
static int parse_uint(const char **q, const char *e, long long *out) {
    const char *s = *q;
    long long v = 0;
    int k = 0;
    while (s < e && is_digit(*s)) {
        if (++k > 18) return 0;
        v = v * 10 + (*s - '0');
        s++;
    }
    if (!k) return 0;
    *q = s;
    *out = v;
    return 1;
}

typedef struct {
    long long prefix_rank; /* -1: none */
    char level;
    span_t time;
    long long pid;
    span_t where;
    const char *json; /* envelope start; ends at the line end */
} header_t;

/* The glog prefix of trace.py's _HEADER regex:
 * (?:\[rank(\d+)\]:)?([VIWEC])(\d{4} \d\d:\d\d:\d\d\.\d+) +(\d+) ([^\]]*:\d+)\] */
static int parse_header(const char *p, const char *e, header_t *h) {
    const char *q = p;
    h->prefix_rank = -1;
    if (e - q >= 5 && memcmp(q, "[rank", 5) == 0) {
        const char *r = q + 5;
        long long v;
        if (parse_uint(&r, e, &v) && e - r >= 2 && r[0] == ']' && r[1] == ':') {
            h->prefix_rank = v;
            q = r + 2;
        } else {
            return 0; /* without the prefix the line starts with '[': no level letter */
        }
    }
    if (q >= e || !strchr("VIWEC", *q) || *q == 0) return 0;
    h->level = *q++;
    /* MMDD HH:MM:SS.f+ */
    static const char pat[] = "dddd dd:dd:dd.";
    const char *t = q;
    for (int i = 0; pat[i]; i++, q++) {
        if (q >= e) return 0;
        if (pat[i] == 'd' ? !is_digit(*q) : *q != pat[i]) return 0;
    }
    if (q >= e || !is_digit(*q)) return 0;
    while (q < e && is_digit(*q)) q++;
    h->time.p = t;
    h->time.n = q - t;
    if (q >= e || *q != ' ') return 0;
    while (q < e && *q == ' ') q++;
    if (!parse_uint(&q, e, &h->pid)) return 0;
    if (q >= e || *q != ' ') return 0;
    q++;
    const char *ws = q;
    const char *br = memchr(q, ']', e - q);
    if (br == NULL || br + 1 >= e || br[1] != ' ') return 0;
    const char *d = br;
    while (d > ws && is_digit(d[-1])) d--;
    if (d == br || d == ws || d[-1] != ':') return 0;
    h->where.p = ws;
    h->where.n = br - ws;
    h->json = br + 2;
    return 1;
}

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
/* payload_end's last bytes, one at a time (lines: the newlines counted before p). */
static inline const char *payload_tail(const char *p, const char *e, long long lines, long long *nl) {
    for (; p < e; p++) {
        if (*p != '\n') continue;
        lines++;
        if (p + 1 >= e) return NULL;
        if (p[1] != '\t') {
            *nl = lines;
            return p + 1;
        }
    }
    return NULL;
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/* payload_end 64 bytes at a time (1.75x the 16 of SSE2 on payloads' short lines); the rest as
 * payload_end does. */
__attribute__((target("avx2,bmi,popcnt"))) static const char *payload_end_avx2(const char *p, const char *e,
                                                                             long long *nl) {
    long long lines = 0;
    const __m256i NL = _mm256_set1_epi8('\n'), TAB = _mm256_set1_epi8('\t');
    while (e - p >= 65) { /* 64 bytes and the one after them */
        __m256i a0 = _mm256_loadu_si256((const __m256i *)p), a1 = _mm256_loadu_si256((const __m256i *)(p + 32));
        __m256i b0 = _mm256_loadu_si256((const __m256i *)(p + 1)), b1 = _mm256_loadu_si256((const __m256i *)(p + 33));
        uint64_t nls = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a0, NL)) |
                       ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a1, NL)) << 32);
        uint64_t tabs = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(b0, TAB)) |
                        ((uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(b1, TAB)) << 32);
        uint64_t hit = nls & ~tabs;
        if (hit) {
            unsigned k = (unsigned)__builtin_ctzll(hit);
            lines += __builtin_popcountll(k == 63 ? nls : nls & ((2ULL << k) - 1));
            *nl = lines;
            return p + k + 1;
        }
        lines += __builtin_popcountll(nls);
        p += 64;
    }
    return payload_tail(p, e, lines, nl);
}

/* Whether the AVX2 loops run (here and in _native/json.h): the CPU has AVX2, and
 * PT2TUI_NO_AVX2 is not set (the tests run the SSE2 ones that way too). */
static int has_avx2(void) {
    static int has = -1;
    if (has < 0) {
        const char *off = getenv("PT2TUI_NO_AVX2");
        __builtin_cpu_init();
        has = !(off && *off && strcmp(off, "0") != 0) && __builtin_cpu_supports("avx2") &&
              __builtin_cpu_supports("bmi") && __builtin_cpu_supports("popcnt");
    }
    return has;
}
#define PAYLOAD_AVX2 1
#endif

/* The end of the payload that starts at p (*p is TAB): just past the first newline followed by
 * a byte that is not a TAB. NULL when that cannot be told before e (the payload may go on in
 * the next chunk). *nl counts the payload's newlines. */
static const char *payload_end(const char *p, const char *e, long long *nl) {
    long long lines = 0;
#if defined(PAYLOAD_AVX2)
    if (has_avx2()) return payload_end_avx2(p, e, nl);
#endif
#if defined(__SSE2__)
    const __m128i NL = _mm_set1_epi8('\n'), TAB = _mm_set1_epi8('\t');
    while (e - p >= 17) { /* 16 bytes and the one after them */
        __m128i a = _mm_loadu_si128((const __m128i *)p);
        __m128i b = _mm_loadu_si128((const __m128i *)(p + 1));
        unsigned nls = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, NL));
        if (nls) {
            unsigned tabs = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(b, TAB));
            unsigned hit = nls & ~tabs;
            if (hit) {
                unsigned k = (unsigned)__builtin_ctz(hit);
                lines += __builtin_popcount(nls & ((2u << k) - 1));
                *nl = lines;
                return p + k + 1;
            }
            lines += __builtin_popcount(nls);
        }
        p += 16;
    }
#endif
    return payload_tail(p, e, lines, nl);
}

/* -- the lite chromium_event envelope ------------------------------------------------------- */
#define K_FRAME 0
#define K_FCID 1
#define K_ATTEMPT 2
#define K_CA 3
#define K_RANK 4
#define K_MD5 5
#define NKEYS 6
static const char *KEYS[NKEYS] = {"frame_id", "frame_compile_id", "attempt",
                                  "compiled_autograd_id", "rank", "has_payload"};
static const char LITE_HEAD[] = "{\"chromium_event\": {}";

typedef struct {
    int seen[NKEYS];
    int null[NKEYS];
    long long val[NKEYS];
    span_t md5;
} lite_t;

/* {"chromium_event": {}, "frame_id": 0, ..., "has_payload": "<hex>"} with only the keys above,
 * each once, integer or null values (a string for has_payload, which must be there). */
static int parse_lite(const char *q, const char *e, lite_t *l) {
    Py_ssize_t hl = sizeof(LITE_HEAD) - 1;
    if (e - q < hl || memcmp(q, LITE_HEAD, hl) != 0) return 0;
    q += hl;
    memset(l, 0, sizeof(*l));
    for (;;) {
        while (q < e && *q == ' ') q++;
        if (q >= e) return 0;
        if (*q == '}') {
            q++;
            break;
        }
        if (*q != ',') return 0;
        q++;
        while (q < e && *q == ' ') q++;
        if (q >= e || *q != '"') return 0;
        const char *ks = ++q;
        while (q < e && *q != '"' && *q != '\\') q++;
        if (q >= e || *q != '"') return 0;
        Py_ssize_t kn = q - ks;
        q++;
        int k = -1;
        for (int i = 0; i < NKEYS; i++) {
            if ((Py_ssize_t)strlen(KEYS[i]) == kn && memcmp(KEYS[i], ks, kn) == 0) {
                k = i;
                break;
            }
        }
        if (k < 0 || l->seen[k]) return 0;
        l->seen[k] = 1;
        while (q < e && *q == ' ') q++;
        if (q >= e || *q != ':') return 0;
        q++;
        while (q < e && *q == ' ') q++;
        if (k == K_MD5) {
            if (q >= e || *q != '"') return 0;
            const char *s = ++q;
            while (q < e && *q != '"') {
                unsigned char c = (unsigned char)*q;
                if (c == '\\' || c < 0x20 || c >= 0x80) return 0;
                q++;
            }
            if (q >= e) return 0;
            l->md5.p = s;
            l->md5.n = q - s;
            q++;
        } else if (e - q >= 4 && memcmp(q, "null", 4) == 0) {
            l->null[k] = 1;
            q += 4;
        } else {
            /* a JSON integer: 0 or [1-9][0-9]*, no sign (ids are never negative) */
            if (q >= e || !is_digit(*q) || (*q == '0' && q + 1 < e && is_digit(q[1]))) return 0;
            if (!parse_uint(&q, e, &l->val[k])) return 0;
            if (q < e && (*q == '.' || *q == 'e' || *q == 'E')) return 0;
        }
    }
    if (q != e || !l->seen[K_MD5]) return 0;
    return 1;
}

/* -- output helpers ---------------------------------------------------------------------------- */
static PyObject *int_or_none(int present, long long v) {
    if (!present) Py_RETURN_NONE;
    return PyLong_FromLongLong(v);
}

/* The run of lite records being gathered. Its list (a reference held by items) is filled in
 * when the run closes: [count, cid_key, rank, pid, first_time, starts, ends, checks, last_time,
 * offset] (offset: its first record's header, set when it opens). */
typedef struct {
    PyObject *list; /* borrowed; NULL when no run is open */
    int has_cid;
    long long cid[4];
    int cid_null[4];
    long long rank; /* -1: None */
    long long pid;
    PyObject *starts; /* bytearrays of int64 */
    PyObject *ends;
    Py_ssize_t count;
    span_t last; /* the time of its last record (in the buffer scanned) */
} run_t;

static int run_same(const run_t *r, int has_cid, const long long *cid, const int *cid_null,
                    long long rank, long long pid) {
    if (r->list == NULL || r->has_cid != has_cid || r->rank != rank || r->pid != pid) return 0;
    if (has_cid)
        for (int i = 0; i < 4; i++)
            if (r->cid_null[i] != cid_null[i] || (!cid_null[i] && r->cid[i] != cid[i])) return 0;
    return 1;
}

static int append_i64(PyObject *ba, long long v) {
    int64_t x = (int64_t)v;
    Py_ssize_t n = PyByteArray_GET_SIZE(ba);
    if (PyByteArray_Resize(ba, n + 8) < 0) return -1;
    memcpy(PyByteArray_AS_STRING(ba) + n, &x, 8);
    return 0;
}

static PyObject *ba_to_bytes(PyObject *ba) {
    return PyBytes_FromStringAndSize(PyByteArray_AS_STRING(ba), PyByteArray_GET_SIZE(ba));
}

static int run_close(run_t *r) {
    if (r->list == NULL) return 0;
    int rc = -1;
    PyObject *cnt = PyLong_FromSsize_t(r->count);
    PyObject *s = ba_to_bytes(r->starts);
    PyObject *e = ba_to_bytes(r->ends);
    PyObject *lt = PyUnicode_DecodeASCII(r->last.p, r->last.n, NULL);
    if (cnt && s && e && lt) {
        PyList_SET_ITEM(r->list, 0, cnt); /* slots 0, 5, 6, 8 hold None until now */
        PyList_SET_ITEM(r->list, 5, s);
        PyList_SET_ITEM(r->list, 6, e);
        PyList_SET_ITEM(r->list, 8, lt);
        Py_DECREF(Py_None);
        Py_DECREF(Py_None);
        Py_DECREF(Py_None);
        Py_DECREF(Py_None);
        cnt = s = e = lt = NULL;
        rc = 0;
    }
    Py_XDECREF(cnt);
    Py_XDECREF(s);
    Py_XDECREF(e);
    Py_XDECREF(lt);
    Py_CLEAR(r->starts);
    Py_CLEAR(r->ends);
    r->list = NULL;
    return rc;
}

static int run_open(run_t *r, PyObject *items, const lite_t *l, int has_cid, long long rank,
                    long long pid, span_t time, int verify, long long offset) {
    PyObject *lst = PyList_New(10);
    if (!lst) return -1;
    for (int i = 0; i < 10; i++) {
        Py_INCREF(Py_None);
        PyList_SET_ITEM(lst, i, Py_None);
    }
    PyObject *off = PyLong_FromLongLong(offset);
    if (!off) goto fail;
    Py_DECREF(PyList_GET_ITEM(lst, 9));
    PyList_SET_ITEM(lst, 9, off);
    PyObject *key = Py_None;
    Py_INCREF(key);
    if (has_cid) {
        Py_DECREF(key);
        key = PyTuple_New(4);
        if (!key) goto fail;
        for (int i = 0; i < 4; i++) {
            PyObject *v = int_or_none(l->seen[i] && !l->null[i], l->val[i]);
            if (!v) {
                Py_DECREF(key);
                goto fail;
            }
            PyTuple_SET_ITEM(key, i, v);
        }
    }
    PyObject *rk = int_or_none(rank >= 0, rank);
    PyObject *pd = PyLong_FromLongLong(pid);
    PyObject *tm = PyUnicode_DecodeASCII(time.p, time.n, NULL);
    PyObject *ck = verify ? PyList_New(0) : (Py_INCREF(Py_None), Py_None);
    if (!rk || !pd || !tm || !ck) {
        Py_DECREF(key);
        Py_XDECREF(rk);
        Py_XDECREF(pd);
        Py_XDECREF(tm);
        Py_XDECREF(ck);
        goto fail;
    }
    PyObject *olds[5] = {PyList_GET_ITEM(lst, 1), PyList_GET_ITEM(lst, 2), PyList_GET_ITEM(lst, 3),
                         PyList_GET_ITEM(lst, 4), PyList_GET_ITEM(lst, 7)};
    PyList_SET_ITEM(lst, 1, key);
    PyList_SET_ITEM(lst, 2, rk);
    PyList_SET_ITEM(lst, 3, pd);
    PyList_SET_ITEM(lst, 4, tm);
    PyList_SET_ITEM(lst, 7, ck);
    for (int i = 0; i < 5; i++) Py_DECREF(olds[i]);
    r->starts = PyByteArray_FromStringAndSize(NULL, 0);
    r->ends = PyByteArray_FromStringAndSize(NULL, 0);
    if (!r->starts || !r->ends || PyList_Append(items, lst) < 0) {
        Py_CLEAR(r->starts);
        Py_CLEAR(r->ends);
        goto fail;
    }
    Py_DECREF(lst); /* items holds it */
    r->list = lst;
    r->has_cid = has_cid;
    for (int i = 0; i < 4; i++) {
        r->cid[i] = l->val[i];
        r->cid_null[i] = !(l->seen[i] && !l->null[i]);
    }
    r->rank = rank;
    r->pid = pid;
    r->count = 0;
    r->last = time;
    return 0;
fail:
    Py_DECREF(lst);
    return -1;
}


#include "_native/md5.h"
#include "_native/md5_many.h"
#include "_native/record.h"
#include "_native/events.h"
#include "_native/columns.h"
#include "_native/rows.h"

/* What a segment of a file needs to know of the bytes before it (core/parse/segment.py):
 * _native/prescan.h, on these. The newlines in [p, e). */
static long long count_nl(const char *p, const char *e) {
    long long n = 0;
#if defined(__SSE2__)
    const __m128i NL = _mm_set1_epi8('\n'), Z = _mm_setzero_si128();
    while (e - p >= 16) {
        __m128i acc = _mm_setzero_si128(); /* per byte lane: up to 255 blocks of 16 */
        int k = 0;
        for (; k < 255 && e - p >= 16; k++, p += 16)
            acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)p), NL));
        __m128i sums = _mm_sad_epu8(acc, Z);
        n += _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
    }
#endif
    for (; p < e; p++) n += *p == '\n';
    return n;
}

/* The rank a record gives its process (what the builder reads: the envelope's top-level "rank"
 * when an int, its glog prefix's when null or absent); -1: none, or an envelope this does not
 * read (the caller then knows nothing from this record). */
static long long record_rank(const header_t *h, const char *e) {
    jcur_t c = {h->json, e};
    j_ws(&c);
    if (j_peek(&c) != '{') return -1;
    c.p++;
    int first = 1;
    for (;;) {
        j_ws(&c);
        if (j_peek(&c) == '}') return h->prefix_rank;
        if (!first) {
            if (j_peek(&c) != ',') return -1;
            c.p++;
            j_ws(&c);
        }
        const char *ks;
        Py_ssize_t kn;
        int esc, ascii;
        if (j_peek(&c) != '"' || j_string_span(&c, &ks, &kn, &esc, &ascii) != J_OK || esc) return -1;
        j_ws(&c);
        if (j_peek(&c) != ':') return -1;
        c.p++;
        j_ws(&c);
        if (kn == 4 && memcmp(ks, "rank", 4) == 0) {
            if (first) return -1; /* the kind itself */
            if (j_lit(&c, "null", 4) == J_OK) return h->prefix_rank;
            const char *ns;
            Py_ssize_t nn;
            int is_int;
            if (j_number_span(&c, &ns, &nn, &is_int) != J_OK || !is_int || *ns == '-' || nn > 18)
                return -1;
            long long v = 0;
            for (Py_ssize_t i = 0; i < nn; i++) v = v * 10 + (ns[i] - '0');
            return v;
        }
        if (j_skip(&c, 0) != J_OK) return -1;
        first = 0;
    }
}

#include "_native/prescan.h"
#include "_native/slotted.h"
#include "_native/artifacts.h"

/* Can the envelope have a has_payload key? (Only then can TAB lines after it be its payload.)
 * Yes when it spells the key out, or has an escape that might spell it. */
static int mentions_md5(const char *p, const char *e) {
    static const char k[] = "\"has_payload\"";
    if (memchr(p, '\\', e - p) != NULL) return 1;
    return memmem(p, e - p, k, sizeof(k) - 1) != NULL;
}

static PyObject *scan(PyObject *self, PyObject *args) {
    Py_buffer view;
    Py_ssize_t pos;
    long long base, line;
    int lite, verify;
    long long index;
    PyObject *strings;
    if (!PyArg_ParseTuple(args, "y*nLLppLO", &view, &pos, &base, &line, &lite, &verify, &index,
                          &strings))
        return NULL;
    /* records are built here when configured and given the parser's intern table */
    int build = R.record != NULL && PyDict_CheckExact(strings);
    int again = 0;
    const char *buf = (const char *)view.buf;
    const Py_ssize_t n = view.len;
    const char *end = buf + n;
    PyObject *items = PyList_New(0);
    run_t run;
    memset(&run, 0, sizeof(run));
    mb_checks_t checks = {0}; /* the small payloads' md5 checks, hashed together at the end */
    if (!items) goto error;
    if (pos < 0) pos = 0;

    while (pos < n) {
        const char *p = buf + pos;
        if (*p == '\t') break; /* payload lines with no header: the Python side reports them */
        const char *nl = memchr(p, '\n', n - pos);
        if (nl == NULL) break; /* a half-written line */
        if (nl == p || (nl == p + 1 && *p == '\r')) { /* a blank line */
            pos = nl + 1 - buf;
            line++;
            continue;
        }
        const char *e = (nl[-1] == '\r') ? nl - 1 : nl;
        header_t h;
        if (!parse_header(p, e, &h)) break;
        /* its payload: the TAB lines that follow */
        const char *ps = nl + 1, *pe = ps;
        long long plines = 0;
        int md5ish = mentions_md5(h.json, e);
        if (md5ish) {
            if (pe >= end) break; /* TAB lines may follow in the next chunk */
            if (*pe == '\t') {
                pe = payload_end(pe, end, &plines);
                if (pe == NULL) break; /* goes on past this chunk */
            }
        }
        lite_t l;
        if (lite && md5ish && parse_lite(h.json, e, &l)) {
            int has_cid = l.seen[K_FRAME] || l.seen[K_FCID] || l.seen[K_CA];
            long long rank = (l.seen[K_RANK] && !l.null[K_RANK]) ? l.val[K_RANK] : h.prefix_rank;
            if (!run_same(&run, has_cid, l.val, (int[]){!(l.seen[0] && !l.null[0]),
                                                         !(l.seen[1] && !l.null[1]),
                                                         !(l.seen[2] && !l.null[2]),
                                                         !(l.seen[3] && !l.null[3])},
                          rank, h.pid)) {
                if (run_close(&run) < 0) goto error;
                if (run_open(&run, items, &l, has_cid, rank, h.pid, h.time, verify, base + (p - buf)) < 0) goto error;
            }
            if (append_i64(run.starts, base + (ps - buf)) < 0) goto error;
            if (append_i64(run.ends, base + (pe - buf)) < 0) goto error;
            run.count++;
            run.last = h.time;
            if (verify) { /* checked with the others at the end (mb_checks_run) */
                mb_check_t *k = mb_check_new(&checks);
                if (k == NULL) goto error;
                k->ps = ps, k->pe = pe, k->hash = l.md5.n == 32 && pe - ps < MD5_MAX;
                k->checks = PyList_GET_ITEM(run.list, 7);
                k->want = l.md5.p, k->want_n = l.md5.n;
                k->offset = base + (p - buf), k->line = line, k->plines = plines, k->in_run = run.count - 1;
            }
            index++;
        } else {
            if (run_close(&run) < 0) goto error;
            if (build) {
                rin_t in = {base + (p - buf), line, h.pid, h.prefix_rank, h.level, h.time, h.where,
                            h.json, e, md5ish ? base + (ps - buf) : -1LL,
                            md5ish ? base + (pe - buf) : -1LL};
                PyObject *rec = NULL, *md5 = NULL;
                int rc = build_record(&in, index, strings, &rec, &md5);
                if (rc == J_ERR) goto error;
                if (rc == J_OK) {
                    if (md5 != Py_None && verify) { /* checked with the others at the end */
                        mb_check_t *k = mb_check_new(&checks);
                        if (k == NULL) {
                            Py_DECREF(rec);
                            goto error;
                        }
                        k->ps = ps, k->pe = pe, k->hash = md5ish && pe - ps < MD5_MAX;
                        k->item = PyList_GET_SIZE(items), k->md5 = md5, k->plines = plines;
                    }
                    int ok = PyList_Append(items, rec);
                    Py_DECREF(rec);
                    if (ok < 0) goto error;
                    index++;
                    line += 1 + plines;
                    pos = (md5ish ? pe : nl + 1) - buf;
                    continue;
                }
                again = 1; /* left to the Python side: it numbers the records from here */
            }
            char dg[32];
            int hashed = verify && md5ish && payload_md5(ps, pe, dg);
            PyObject *prank;
            if (h.prefix_rank >= 0) {
                prank = PyLong_FromLongLong(h.prefix_rank);
                if (!prank) goto error;
            } else {
                prank = Py_None;
                Py_INCREF(prank);
            }
            char lv = h.level;
            PyObject *nls = hashed
                                ? PyUnicode_DecodeASCII(dg, 32, NULL) /* its md5, hashed here */
                                : PyLong_FromLongLong(plines);
            if (!nls) {
                Py_DECREF(prank);
                goto error;
            }
            PyObject *t = Py_BuildValue(
                "(LLs#s#Ly#Ny#LLN)", base + (p - buf), line, &lv, (Py_ssize_t)1, h.time.p,
                h.time.n, h.pid, h.where.p, h.where.n, prank, h.json, (Py_ssize_t)(e - h.json),
                md5ish ? base + (ps - buf) : -1LL, md5ish ? base + (pe - buf) : -1LL, nls);
            if (!t) goto error;
            if (PyList_Append(items, t) < 0) {
                Py_DECREF(t);
                goto error;
            }
            Py_DECREF(t);
        }
        line += 1 + plines;
        pos = (md5ish ? pe : nl + 1) - buf;
        if (again) break;
    }
    if (run_close(&run) < 0 || mb_checks_run(&checks, items) < 0) goto error;
    PyMem_Free(checks.v);
    PyBuffer_Release(&view);
    return Py_BuildValue("(NnLi)", items, pos, line, again);
error:
    PyMem_Free(checks.v);
    run.list = NULL;
    Py_XDECREF(run.starts);
    Py_XDECREF(run.ends);
    Py_XDECREF(items);
    PyBuffer_Release(&view);
    return NULL;
}

/* md5_payload(buf, start, end) -> the md5 (hex str) of the payload in buf[start:end], each of
 * its lines a TAB line ending with "\n" (as payloads.unpack_span gives it, without its copies),
 * or None when it is not such a payload (a line without its TAB, a "\r", no final newline): the
 * Python side hashes it then. The GIL is let go while it hashes, so threads share the work. */
static PyObject *md5_payload(PyObject *self, PyObject *args) {
    Py_buffer view;
    Py_ssize_t start, end;
    if (!PyArg_ParseTuple(args, "y*nn", &view, &start, &end)) return NULL;
    if (start < 0 || end > view.len || start >= end) {
        PyBuffer_Release(&view);
        Py_RETURN_NONE;
    }
    const char *ps = (const char *)view.buf + start, *pe = (const char *)view.buf + end;
    int ok = 1;
    char out[32];
    Py_BEGIN_ALLOW_THREADS
    if (pe[-1] != '\n' || memchr(ps, '\r', pe - ps)) {
        ok = 0;
    } else {
        md5_t m;
        md5_init(&m);
        const char *p = ps;
        while (p < pe) {
            if (*p != '\t') {
                ok = 0;
                break;
            }
            const char *nl = memchr(p, '\n', pe - p);
            if (p > ps) md5_update(&m, "\n", 1);
            md5_update(&m, p + 1, nl - p - 1);
            p = nl + 1;
        }
        if (ok) md5_hex(&m, out);
    }
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    if (!ok) Py_RETURN_NONE;
    return PyUnicode_DecodeASCII(out, 32, NULL);
}

static PyMethodDef methods[] = {
    {"md5_payload", md5_payload, METH_VARARGS, "md5 of a TAB-line payload, without copies (or None)."},
    {"scan", scan, METH_VARARGS, "Scan well-formed TORCH_TRACE records (see the module source)."},
    {"json_objects", json_objects, METH_VARARGS, "The objects of a JSON array (see _native/events.h)."},
    {"md5_many", md5_many, METH_VARARGS, "md5s of many payloads, several at once (see _native/md5_many.h)."},
    {"md5_lanes", md5_lanes, METH_NOARGS, "Which vector rounds md5_many runs here."},
    {"prescan_lines", prescan_lines, METH_VARARGS, "A range's newlines, str records and ranks (see _native/prescan.h)."},
    {"classify_rows", classify_rows, METH_VARARGS, "A profiler trace's rows by class (see _native/rows.h)."},
    {"rows_eq", rows_eq, METH_VARARGS, "The rows whose int32 column equals a value (see _native/rows.h)."},
    {"window_lengths", window_lengths, METH_VARARGS, "Merged lengths of rows per window (see _native/rows.h)."},
    {"region_gaps", region_gaps, METH_VARARGS, "Regions' uncovered time and ops (see _native/rows.h)."},
    {"tops_within", tops_within, METH_VARARGS, "A thread's top-level rows inside spans (see _native/rows.h)."},
    {"innermost", innermost, METH_VARARGS, "The innermost row containing each time (see _native/rows.h)."},
    {"kernel_groups", kernel_groups, METH_VARARGS, "Rows grouped for the kernel table (see _native/rows.h)."},
    {"configure", configure, METH_VARARGS, "What records are built with (see _native/record.h)."},
    {"make_slotted", make_slotted, METH_VARARGS, "An instance of a slotted class from its slots' values (see _native/slotted.h)."},
    {"make_artifacts", make_artifacts, METH_VARARGS, "A compile's artifacts from their columns (see _native/artifacts.h)."},
    {"shift_index", shift_index, METH_VARARGS, "Artifacts' index moved on by a base, in place (see _native/artifacts.h)."},
    {"pack_artifacts", pack_artifacts, METH_VARARGS, "A compile's artifacts as columns (see _native/artifacts.h)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_scan", NULL, -1, methods};

PyMODINIT_FUNC PyInit__scan(void) {
    PyObject *m = PyModule_Create(&module);
    /* 2: small payloads' md5s checked here; prescan. 3: records built here (configure).
     * 4: the envelope's own fields checked (schema.ENVELOPE), json_objects
     * 5: ColumnBuilder (_native/columns.h) 6: a lite run's last time
     * 7: prescan_lines (in place of prescan and pid_ranks), md5_many 8: make_slotted
     * 9: make_artifacts, shift_index 10: only the listed fields of schema.ONLY_LISTED's kinds */
    if (m && PyModule_AddIntConstant(m, "VERSION", 10) < 0) Py_CLEAR(m);
    if (m && (PyType_Ready(&ColBuilderType) < 0 ||
              PyModule_AddObjectRef(m, "ColumnBuilder", (PyObject *)&ColBuilderType) < 0))
        Py_CLEAR(m);
    return m;
}
