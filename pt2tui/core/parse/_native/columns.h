/* A profiler trace's kept events straight into columns (core/parse/kineto_columns.py), on the
 * shared tokenizer (included by _scan.c).
 *
 * ColumnBuilder(comm_args): the columns of kineto_columns.Columns being built, in file order.
 *   feed(text, pos) -> (pos, events, more): from text[pos:], inside the traceEvents array (its
 *     '[' read), walks the complete events one after the other (commas and whitespace skipped) and
 *     appends each one the Python filter keeps (read_columns' module doc) to the columns: no dict
 *     per event, values it does not need skipped, names/cats/tids interned through the tables
 *     (a raw string seen before costs no object). It stops before the first thing it does not
 *     decide exactly as the Python code would (an item that is not an object, an event cut by the
 *     end of the text, escapes in a key or a name, a non-string cat, a float or string
 *     stream, an integer of 19+ digits, NaN, a duplicate key it reads ...): kineto.py decodes that one and read_columns applies its filter and
 *     add()s it; more: it stopped at an event that the text's end cuts (read on, then feed
 *     again). text is a str (its UTF-8 form is walked; positions are str indices).
 *   add(ts, dur, name, cat, tid_key, tid, stream, corr, args): one kept event from Python.
 *   tables() -> (names, cats, tids): the dicts name -> index and cat -> index (in index order),
 *     the list of the tids by index (their keys, as kineto_columns._tid_key makes them, kept in
 *     a dict of their own). len(builder): the rows.
 *   sort(perm=None) -> has_nan: orders the rows by (ts, file order) (a stable natural merge sort
 *     of row indices, then the rows moved where they are along the order's cycles); with perm
 *     (a buffer of uint32 row indices, Python's sort where a ts is NaN, which orders no way a
 *     C comparison can copy), takes that order instead. Returns True (and sorts nothing) where
 *     a NaN ts needs Python's sort; ts_file_order() then gives the starts in file order.
 *   take(column, out): out.frombytes(the sorted column "ts" ...) (out: an empty array of the
 *     column's type) and the column freed here: one column is ever held twice.
 *   args_sorted() -> {sorted row: the COMM_ARGS dict} after sort.
 */
#ifndef PT2TUI_COLUMNS_H
#define PT2TUI_COLUMNS_H

#include <stdint.h>

#include "json.h"

/* -- interning by raw bytes ------------------------------------------------------------------ */

typedef struct {
    uint64_t h; /* 0: empty */
    uint32_t off, len;
    int32_t idx;
} c_slot_t;

typedef struct {
    c_slot_t *slots;
    size_t cap, used;
    char *arena;
    size_t an, acap;
} c_tab_t;

static inline uint64_t c_hash(const char *s, Py_ssize_t n) {
    uint64_t h = 0x9E3779B97F4A7C15ull ^ (uint64_t)n, w;
    while (n >= 8) {
        memcpy(&w, s, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
        s += 8;
        n -= 8;
    }
    w = 0;
    if (n > 0) memcpy(&w, s, (size_t)n);
    h = (h ^ w) * 0x94d049bb133111ebull;
    h ^= h >> 29;
    return h | 1;
}

/* the index kept for the raw bytes, or -1 */
static inline int32_t c_tab_get(const c_tab_t *t, const char *s, Py_ssize_t n, uint64_t h) {
    if (!t->cap) return -1;
    size_t m = t->cap - 1;
    for (size_t i = h & m;; i = (i + 1) & m) {
        const c_slot_t *e = &t->slots[i];
        if (!e->h) return -1;
        if (e->h == h && e->len == (uint32_t)n && (n == 0 || memcmp(t->arena + e->off, s, (size_t)n) == 0)) return e->idx;
    }
}

static int c_tab_put(c_tab_t *t, const char *s, Py_ssize_t n, uint64_t h, int32_t idx) {
    if (n > 0xFFFFFFF) return 0; /* not kept: looked up in the dict each time */
    if ((t->used + 1) * 2 > t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 256;
        c_slot_t *sl = PyMem_Calloc(cap, sizeof(c_slot_t));
        if (!sl) return -1;
        for (size_t i = 0; i < t->cap; i++) {
            c_slot_t e = t->slots[i];
            if (!e.h) continue;
            size_t j = e.h & (cap - 1);
            while (sl[j].h) j = (j + 1) & (cap - 1);
            sl[j] = e;
        }
        PyMem_Free(t->slots);
        t->slots = sl;
        t->cap = cap;
    }
    if (t->an + (size_t)n > t->acap) {
        size_t acap = t->acap ? t->acap : 4096;
        while (acap < t->an + (size_t)n) acap *= 2;
        if (acap > 0xFFFFFFFFu) return 0;
        char *a = PyMem_Realloc(t->arena, acap);
        if (!a) return -1;
        t->arena = a;
        t->acap = acap;
    }
    if (n > 0) memcpy(t->arena + t->an, s, (size_t)n); /* "" on an empty table: no arena yet */
    size_t j = h & (t->cap - 1);
    while (t->slots[j].h) j = (j + 1) & (t->cap - 1);
    t->slots[j].h = h;
    t->slots[j].off = (uint32_t)t->an;
    t->slots[j].len = (uint32_t)n;
    t->slots[j].idx = idx;
    t->an += (size_t)n;
    t->used++;
    return 0;
}

static void c_tab_free(c_tab_t *t) {
    PyMem_Free(t->slots);
    PyMem_Free(t->arena);
    memset(t, 0, sizeof(*t));
}

/* -- the builder ----------------------------------------------------------------------------- */

typedef struct {
    PyObject_HEAD
    Py_ssize_t n, cap;
    double *ts, *dur;
    int32_t *name, *cat, *tid, *stream;
    int64_t *corr;
    int sorted;                    /* the rows are in their final order */
    PyObject *args_sorted;         /* after sort: sorted row -> the COMM_ARGS dict */
    PyObject *names, *cats, *tids; /* value (tid: key) -> index */
    PyObject *tid_values;          /* tid index -> the tid */
    PyObject *args;                /* file row -> the COMM_ARGS dict */
    PyObject *comm_args;           /* COMM_ARGS (a tuple of str) */
    c_tab_t tnames, tcats, ttids;
    int has_nan;
    /* where the last feed ended in its text: its UTF-8 is walked again from there */
    PyObject *last_text;
    Py_ssize_t last_char, last_byte;
} ColBuilder;

static void cb_free_columns(ColBuilder *b) {
    PyMem_Free(b->ts);
    PyMem_Free(b->dur);
    PyMem_Free(b->name);
    PyMem_Free(b->cat);
    PyMem_Free(b->tid);
    PyMem_Free(b->stream);
    PyMem_Free(b->corr);
    b->ts = b->dur = NULL;
    b->name = b->cat = b->tid = b->stream = NULL;
    b->corr = NULL;
}

static void cb_dealloc(ColBuilder *b) {
    cb_free_columns(b);
    c_tab_free(&b->tnames);
    c_tab_free(&b->tcats);
    c_tab_free(&b->ttids);
    Py_XDECREF(b->names);
    Py_XDECREF(b->cats);
    Py_XDECREF(b->tids);
    Py_XDECREF(b->tid_values);
    Py_XDECREF(b->args);
    Py_XDECREF(b->args_sorted);
    Py_XDECREF(b->comm_args);
    Py_XDECREF(b->last_text);
    Py_TYPE(b)->tp_free((PyObject *)b);
}

static PyObject *cb_new(PyTypeObject *type, PyObject *a, PyObject *kw) {
    PyObject *comm;
    if (!PyArg_ParseTuple(a, "O!", &PyTuple_Type, &comm)) return NULL;
    ColBuilder *b = (ColBuilder *)type->tp_alloc(type, 0);
    if (!b) return NULL;
    b->names = PyDict_New();
    b->cats = PyDict_New();
    b->tids = PyDict_New();
    b->tid_values = PyList_New(0);
    b->args = PyDict_New();
    Py_INCREF(comm);
    b->comm_args = comm;
    if (!b->names || !b->cats || !b->tids || !b->tid_values || !b->args) {
        Py_DECREF(b);
        return NULL;
    }
    return (PyObject *)b;
}

static int cb_grow(ColBuilder *b) {
    if (b->sorted) {
        PyErr_SetString(PyExc_RuntimeError, "ColumnBuilder: rows added after sort()");
        return -1;
    }
    if (b->n < b->cap) return 0;
    Py_ssize_t cap = b->cap ? b->cap * 2 : 4096;
    if (cap > 0x7FFFFFFF) {
        PyErr_SetString(PyExc_OverflowError, "more than 2**31 profiler events");
        return -1;
    }
#define C_GROW(f)                                                   \
    do {                                                            \
        void *q = PyMem_Realloc(b->f, (size_t)cap * sizeof(*b->f)); \
        if (!q) {                                                   \
            PyErr_NoMemory();                                       \
            return -1;                                              \
        }                                                           \
        b->f = q;                                                   \
    } while (0)
    C_GROW(ts);
    C_GROW(dur);
    C_GROW(name);
    C_GROW(cat);
    C_GROW(tid);
    C_GROW(stream);
    C_GROW(corr);
#undef C_GROW
    b->cap = cap;
    return 0;
}

/* the index of value in table (dict value -> index), added when new; -1: an error set */
static int32_t c_intern(PyObject *table, PyObject *value) {
    PyObject *i = PyDict_GetItemWithError(table, value);
    if (i) return (int32_t)PyLong_AsLong(i);
    if (PyErr_Occurred()) return -1;
    PyObject *k = PyLong_FromSsize_t(PyDict_GET_SIZE(table));
    if (!k) return -1;
    int rc = PyDict_SetItem(table, value, k);
    int32_t idx = (int32_t)PyLong_AsLong(k);
    Py_DECREF(k);
    return rc < 0 ? -1 : idx;
}

/* a tid: its key (type name, value) as kineto_columns._tid_key makes it */
static int32_t c_intern_tid(ColBuilder *b, PyObject *key, PyObject *tid) {
    PyObject *i = PyDict_GetItemWithError(b->tids, key);
    if (i) return (int32_t)PyLong_AsLong(i);
    if (PyErr_Occurred()) return -1;
    if (PyList_Append(b->tid_values, tid) < 0) return -1;
    return c_intern(b->tids, key);
}

static PyObject *cb_add(ColBuilder *b, PyObject *a) {
    double ts, dur;
    PyObject *name, *cat, *key, *tid, *args;
    int stream;
    long long corr;
    if (!PyArg_ParseTuple(a, "ddUUOOiLO", &ts, &dur, &name, &cat, &key, &tid, &stream, &corr, &args))
        return NULL;
    if (cb_grow(b) < 0) return NULL;
    int32_t n = c_intern(b->names, name), c = n < 0 ? -1 : c_intern(b->cats, cat),
            t = c < 0 ? -1 : c_intern_tid(b, key, tid);
    if (t < 0) return NULL;
    if (args != Py_None) {
        PyObject *row = PyLong_FromSsize_t(b->n);
        if (!row) return NULL;
        int rc = PyDict_SetItem(b->args, row, args);
        Py_DECREF(row);
        if (rc < 0) return NULL;
    }
    Py_ssize_t r = b->n++;
    b->ts[r] = ts;
    b->dur[r] = dur;
    b->name[r] = n;
    b->cat[r] = c;
    b->tid[r] = t;
    b->stream[r] = stream;
    b->corr[r] = corr;
    if (ts != ts) b->has_nan = 1;
    Py_RETURN_NONE;
}

/* -- one event ------------------------------------------------------------------------------- */

typedef struct {
    const char *s;
    Py_ssize_t n;
    int esc, ascii;
} c_span_t;

static inline int c_string(jcur_t *c, c_span_t *sp) {
    if (j_string_span(c, &sp->s, &sp->n, &sp->esc, &sp->ascii) != J_OK) return J_NO;
    if (sp->esc && !j_esc_ok(sp->s, sp->n)) return J_NO;
    return J_OK;
}

/* any value, as j_skip, its strings' escapes checked (an event skipped must be valid JSON) */
static inline int c_skip(jcur_t *c, int depth) { return j_skip_value(c, depth, 1); }

static const double C_P10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A JSON number (span) as Python's float() of json's value: J_NO where C cannot be sure (an
 * integer of 19+ digits, a result that is not finite). *is_int says which it was. */
static int c_double(const char *s, Py_ssize_t n, double *out) {
    const char *q = s, *e = s + n;
    int neg = *q == '-';
    q += neg;
    uint64_t m = 0;
    int digits = 0, frac = 0, is_int = 1;
    for (; q < e && *q >= '0' && *q <= '9'; q++) {
        if (digits || *q != '0') digits++;
        if (digits > 19) return J_NO; /* an int: json's exact int; a float: the slow path */
        m = m * 10 + (uint64_t)(*q - '0');
    }
    if (q < e && *q == '.') {
        is_int = 0;
        for (q++; q < e && *q >= '0' && *q <= '9'; q++) {
            if (digits || *q != '0') digits++;
            if (digits > 19) goto slow;
            m = m * 10 + (uint64_t)(*q - '0');
            frac++;
        }
    }
    int ex = 0;
    if (q < e) { /* the exponent */
        is_int = 0;
        q++;
        int eneg = 0;
        if (*q == '+' || *q == '-') eneg = *q++ == '-';
        for (; q < e; q++) {
            if (ex > 10000) goto slow;
            ex = ex * 10 + (*q - '0');
        }
        if (eneg) ex = -ex;
    }
    if (is_int) {
        if (digits > 18) return J_NO;
        long long v = (long long)m;
        *out = (double)(neg ? -v : v); /* float(int): -0 is 0.0 */
        return J_OK;
    }
    ex -= frac;
    if (m <= (1ull << 53) && ex >= -22 && ex <= 22) { /* exact operands, one rounding */
        double d = (double)m;
        d = ex < 0 ? d / C_P10[-ex] : d * C_P10[ex];
        *out = neg ? -d : d;
        return J_OK;
    }
slow:;
    char tmp[64];
    if (n >= (Py_ssize_t)sizeof(tmp)) return J_NO;
    memcpy(tmp, s, (size_t)n);
    tmp[n] = 0;
    char *end;
    double d = PyOS_string_to_double(tmp, &end, NULL);
    if (d == -1.0 && PyErr_Occurred()) {
        PyErr_Clear();
        return J_NO;
    }
    if (end != tmp + n || Py_IS_INFINITY(d) || Py_IS_NAN(d)) return J_NO;
    *out = d;
    return J_OK;
}

/* an integer of at most 18 digits: J_OK; a number otherwise (float, longer): J_NO */
static inline int c_int(const char *s, Py_ssize_t n, int is_int, long long *out) {
    if (!is_int) return J_NO;
    int neg = *s == '-';
    if (n - neg > 18) return J_NO;
    long long v = 0;
    for (const char *q = s + neg; q < s + n; q++) v = v * 10 + (*q - '0');
    *out = neg ? -v : v;
    return J_OK;
}

static inline int c_key_is(const c_span_t *k, const char *lit, Py_ssize_t n) {
    return k->n == n && memcmp(k->s, lit, (size_t)n) == 0;
}

/* An object's '{' at the cursor taken: 1 when it is {} (its '}' taken too), else 0. */
static inline int c_open(jcur_t *c) {
    c->p++;
    j_ws(c);
    if (j_peek(c) == '}') {
        c->p++;
        return 1;
    }
    return 0;
}

/* A member's key (a plain string: escapes are Python's call) and its ':', the cursor then at the
 * value. */
static inline int c_member(jcur_t *c, c_span_t *k) {
    j_ws(c);
    if (j_peek(c) != '"' || c_string(c, k) != J_OK || k->esc) return J_NO;
    j_ws(c);
    if (j_peek(c) != ':') return J_NO;
    c->p++;
    j_ws(c);
    return J_OK;
}

/* After a member's value: the ',' to the next (*end = 0) or the object's '}' (*end = 1). */
static inline int c_after(jcur_t *c, int *end) {
    j_ws(c);
    int ch = j_peek(c);
    c->p++;
    *end = ch == '}';
    return *end || ch == ',' ? J_OK : J_NO;
}

/* the members of the args object (its '{' at the cursor): stream and correlation */
static int c_args(jcur_t *c, int32_t *stream, int64_t *corr) {
    int seen = 0, end = 0;
    if (c_open(c)) return J_OK;
    while (!end) {
        c_span_t k;
        if (c_member(c, &k) != J_OK) return J_NO;
        int which = c_key_is(&k, "stream", 6) ? 1 : c_key_is(&k, "correlation", 11) ? 2 : 0;
        if (which) {
            if (seen & which) return J_NO; /* a duplicate: the last one counts; Python's call */
            seen |= which;
            int ch = j_peek(c);
            if (ch == '-' || (ch >= '0' && ch <= '9')) {
                const char *s;
                Py_ssize_t n;
                int is_int;
                long long v;
                if (j_number_span(c, &s, &n, &is_int) != J_OK) return J_NO;
                if (which == 2 && !is_int) {
                    *corr = -1; /* a float correlation is none */
                } else {
                    if (c_int(s, n, is_int, &v) != J_OK) return J_NO; /* int(float), big ints */
                    if (which == 1) *stream = (v >= -(1LL << 31) && v < (1LL << 31)) ? (int32_t)v : -1;
                    else *corr = v;
                }
            } else if (which == 1 && (ch == 't' || ch == 'f')) { /* int(True) */
                if (ch == 't' ? j_lit(c, "true", 4) != J_OK : j_lit(c, "false", 5) != J_OK) return J_NO;
                *stream = ch == 't';
            } else if (which == 1 && ch == '"') {
                return J_NO; /* int("7"): Python's */
            } else {
                if (c_skip(c, 2) != J_OK) return J_NO; /* null, a list, an object: none */
                if (which == 1) *stream = -1;
                else *corr = -1;
            }
        } else if (c_skip(c, 2) != J_OK) {
            return J_NO;
        }
        if (c_after(c, &end) != J_OK) return J_NO;
    }
    return J_OK;
}

enum { K_PH = 1, K_CAT = 2, K_DUR = 4, K_NAME = 8, K_TS = 16, K_TID = 32, K_ARGS = 64 };

static inline int c_is_comm(const char *s, Py_ssize_t n) {
    return (n >= 4 && memcmp(s, "nccl", 4) == 0) || (n == 18 && memcmp(s, "record_param_comms", 18) == 0) ||
           (n >= 6 && memcmp(s, "c10d::", 6) == 0);
}

/* A str of a string's raw bytes (escapes decoded; UTF-8). */
static int c_make(const c_span_t *sp, PyObject **out) { return j_make_str(sp->s, sp->n, sp->esc, sp->ascii, out); }

/* the index of a name or cat: by its raw bytes where plain, else through the dict */
static int c_index(c_tab_t *t, PyObject *table, const c_span_t *sp, int32_t *out) {
    uint64_t h = 0;
    if (!sp->esc) {
        h = c_hash(sp->s, sp->n);
        int32_t i = c_tab_get(t, sp->s, sp->n, h);
        if (i >= 0) {
            *out = i;
            return J_OK;
        }
    }
    PyObject *u;
    int rc = c_make(sp, &u);
    if (rc != J_OK) return rc;
    int32_t i = c_intern(table, u);
    Py_DECREF(u);
    if (i < 0) return J_ERR;
    if (!sp->esc && c_tab_put(t, sp->s, sp->n, h, i) < 0) return J_ERR;
    *out = i;
    return J_OK;
}

/* the index of a tid: kind 0 null/none, 1 an int of <= 18 digits, 2 a string */
static int c_tid_index(ColBuilder *b, int kind, const c_span_t *sp, int32_t *out) {
    char raw[24];
    const char *s = raw;
    Py_ssize_t n;
    if (kind == 0) {
        raw[0] = 'n';
        n = 1;
    } else if (kind == 1) {
        raw[0] = 'i';
        memcpy(raw + 1, sp->s, (size_t)sp->n);
        n = sp->n + 1;
    } else {
        if (sp->esc) n = -1;
        else {
            s = sp->s - 1; /* with its opening quote: never an int's bytes */
            n = sp->n + 1;
        }
    }
    uint64_t h = 0;
    if (n >= 0) {
        h = c_hash(s, n);
        int32_t i = c_tab_get(&b->ttids, s, n, h);
        if (i >= 0) {
            *out = i;
            return J_OK;
        }
    }
    PyObject *v;
    const char *type;
    if (kind == 0) {
        v = Py_None;
        Py_INCREF(v);
        type = "NoneType";
    } else if (kind == 1) {
        long long x = 0;
        c_int(sp->s, sp->n, 1, &x);
        v = PyLong_FromLongLong(x);
        if (!v) return J_ERR;
        type = "int";
    } else {
        int rc = c_make(sp, &v);
        if (rc != J_OK) return rc;
        type = "str";
    }
    PyObject *key = Py_BuildValue("(sO)", type, v);
    int32_t i = key ? c_intern_tid(b, key, v) : -1;
    Py_XDECREF(key);
    Py_DECREF(v);
    if (i < 0) return J_ERR;
    if (n >= 0 && c_tab_put(&b->ttids, s, n, h, i) < 0) return J_ERR;
    *out = i;
    return J_OK;
}

/* the COMM_ARGS of a communication event's args (the object at args_at) */
static int c_comm_args(ColBuilder *b, const char *args_at, const char *end, Py_ssize_t row) {
    jcur_t c = {args_at, end};
    PyObject *d;
    int rc = j_object(&c, &d, 1);
    if (rc != J_OK) return rc;
    PyObject *keep = PyDict_New();
    if (!keep) {
        Py_DECREF(d);
        return J_ERR;
    }
    rc = J_OK;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(b->comm_args); i++) {
        PyObject *k = PyTuple_GET_ITEM(b->comm_args, i);
        PyObject *v = PyDict_GetItemWithError(d, k);
        if (!v && PyErr_Occurred()) rc = J_ERR;
        if (v && PyDict_SetItem(keep, k, v) < 0) rc = J_ERR;
        if (rc != J_OK) break;
    }
    Py_DECREF(d);
    if (rc == J_OK && PyDict_GET_SIZE(keep)) {
        PyObject *r = PyLong_FromSsize_t(row);
        if (!r || PyDict_SetItem(b->args, r, keep) < 0) rc = J_ERR;
        Py_XDECREF(r);
    }
    Py_DECREF(keep);
    return rc;
}

/* One event (the cursor at its '{'): J_OK taken (kept or not), J_NO for Python, J_ERR. */
static int c_event(ColBuilder *b, jcur_t *c) {
    unsigned seen = 0;
    int ph_x = 0, cat_null = 1, dur_ok = 0, ts_ok = 0, name_ok = 0, tid_kind = 0;
    c_span_t cat = {0}, name = {0}, tid = {0};
    double ts = 0, dur = 0;
    int32_t stream = -1;
    int64_t corr = -1;
    const char *args_at = NULL, *args_end = NULL;
    int end = 0;
    if (c_open(c)) return J_OK;
    while (!end) {
        c_span_t k;
        if (c_member(c, &k) != J_OK) return J_NO;
        unsigned key = 0;
        switch (k.n) {
        case 2: key = c_key_is(&k, "ph", 2) ? K_PH : c_key_is(&k, "ts", 2) ? K_TS : 0; break;
        case 3: key = c_key_is(&k, "cat", 3) ? K_CAT : c_key_is(&k, "dur", 3) ? K_DUR : c_key_is(&k, "tid", 3) ? K_TID : 0; break;
        case 4: key = c_key_is(&k, "name", 4) ? K_NAME : c_key_is(&k, "args", 4) ? K_ARGS : 0; break;
        }
        if (key & seen) return J_NO; /* a duplicate key: Python's call */
        seen |= key;
        int ch = j_peek(c);
        if (key == 0) {
            if (c_skip(c, 1) != J_OK) return J_NO;
        } else if (key == K_PH || key == K_NAME || key == K_CAT) {
            if (ch == '"') {
                c_span_t sp;
                if (c_string(c, &sp) != J_OK) return J_NO;
                if (key == K_PH) {
                    if (sp.esc) return J_NO;
                    ph_x = sp.n == 1 && sp.s[0] == 'X';
                } else if (key == K_NAME) {
                    name = sp;
                    name_ok = 1;
                } else {
                    cat = sp;
                    cat_null = 0;
                }
            } else if (key == K_CAT && ch != 'n') {
                return J_NO; /* str(cat) of a number, a list ...: Python's */
            } else if (c_skip(c, 1) != J_OK) {
                return J_NO;
            }
        } else if (key == K_TS || key == K_DUR) {
            if (ch == '-' || (ch >= '0' && ch <= '9')) {
                const char *s;
                Py_ssize_t n;
                int is_int;
                double d;
                if (j_number_span(c, &s, &n, &is_int) != J_OK || c_double(s, n, &d) != J_OK) return J_NO;
                if (key == K_TS) {
                    ts = d;
                    ts_ok = 1;
                } else {
                    dur = d;
                    dur_ok = 1;
                }
            } else if (c_skip(c, 1) != J_OK) { /* NaN, Infinity: not skipped here (J_NO) */
                return J_NO;
            }
        } else if (key == K_TID) {
            if (ch == '"') {
                if (c_string(c, &tid) != J_OK) return J_NO;
                tid_kind = 2;
            } else if (ch == 'n') {
                if (j_lit(c, "null", 4) != J_OK) return J_NO;
                tid_kind = 0;
            } else {
                const char *s;
                Py_ssize_t n;
                int is_int;
                long long v;
                if (j_number_span(c, &s, &n, &is_int) != J_OK || c_int(s, n, is_int, &v) != J_OK) return J_NO;
                tid.s = s;
                tid.n = n;
                tid_kind = 1;
            }
        } else { /* args */
            if (ch == '{') {
                args_at = c->p;
                int rc = c_args(c, &stream, &corr);
                if (rc != J_OK) return rc;
                args_end = c->p;
            } else if (c_skip(c, 1) != J_OK) {
                return J_NO;
            }
        }
        if (c_after(c, &end) != J_OK) return J_NO;
    }
    if (!ph_x || cat_null || !dur_ok || !ts_ok || !name_ok) return J_OK; /* not kept */
    if (!cat.esc && cat.n == 5 && memcmp(cat.s, "Trace", 5) == 0) return J_OK;
    if (name.esc) return J_NO; /* is_comm on the decoded name: Python's */
    if (cat.esc) { /* "Trace" may hide behind escapes */
        PyObject *u;
        int rc = c_make(&cat, &u);
        if (rc != J_OK) return rc;
        int trace = PyUnicode_CompareWithASCIIString(u, "Trace") == 0;
        Py_DECREF(u);
        if (trace) return J_OK;
    }
    int32_t ni, ci, ti;
    int rc;
    if (args_at && c_is_comm(name.s, name.n)) { /* first: J_NO leaves nothing behind */
        rc = c_comm_args(b, args_at, args_end, b->n);
        if (rc != J_OK) return rc;
    }
    if ((rc = c_index(&b->tnames, b->names, &name, &ni)) != J_OK) return rc;
    if ((rc = c_index(&b->tcats, b->cats, &cat, &ci)) != J_OK) return rc;
    if ((rc = c_tid_index(b, tid_kind, &tid, &ti)) != J_OK) return rc;
    if (cb_grow(b) < 0) return J_ERR;
    Py_ssize_t r = b->n++;
    b->ts[r] = ts;
    b->dur[r] = dur;
    b->name[r] = ni;
    b->cat[r] = ci;
    b->tid[r] = ti;
    b->stream[r] = stream;
    b->corr[r] = corr;
    return J_OK;
}

/* -- feed: the events of a text ------------------------------------------------------------- */

/* the byte offset of character to_char of UTF-8 text u, walking on from a known pair */
static Py_ssize_t c_char_to_byte(const char *u, Py_ssize_t ulen, Py_ssize_t ch, Py_ssize_t by, Py_ssize_t to_char) {
    while (ch < to_char && by < ulen) {
        by++;
        while (by < ulen && ((unsigned char)u[by] & 0xC0) == 0x80) by++;
        ch++;
    }
    return by;
}

/* whether the object at p (its '{') ends before e: else the text is to be read on first */
static int c_ends(const char *p, const char *e) {
    int depth = 0;
    for (; p < e; p++) {
        char ch = *p;
        if (ch == '"') {
            for (p++; p < e && *p != '"'; p++)
                if (*p == '\\') p++;
            if (p >= e) return 0;
        } else if (ch == '{' || ch == '[') {
            depth++;
        } else if ((ch == '}' || ch == ']') && --depth == 0) {
            return 1;
        }
    }
    return 0;
}

static PyObject *cb_feed(ColBuilder *b, PyObject *a) {
    PyObject *text;
    Py_ssize_t pos;
    if (!PyArg_ParseTuple(a, "Un", &text, &pos)) return NULL;
    if (b->sorted) {
        PyErr_SetString(PyExc_RuntimeError, "ColumnBuilder: rows added after sort()");
        return NULL;
    }
    Py_ssize_t ulen, clen = PyUnicode_GET_LENGTH(text);
    const char *u = PyUnicode_AsUTF8AndSize(text, &ulen);
    if (!u) { /* lone surrogates: Python's */
        if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError)) return NULL;
        PyErr_Clear();
        return Py_BuildValue("(nni)", pos, (Py_ssize_t)0, 0);
    }
    if (pos < 0) pos = 0;
    if (pos > clen) pos = clen;
    int ascii = PyUnicode_IS_ASCII(text);
    Py_ssize_t start = pos;
    if (!ascii) {
        if (text == b->last_text && pos >= b->last_char)
            start = c_char_to_byte(u, ulen, b->last_char, b->last_byte, pos);
        else
            start = c_char_to_byte(u, ulen, 0, 0, pos);
    }
    jcur_t c = {u + start, u + ulen};
    Py_ssize_t count = 0;
    int more = 0;
    while (j_next_object(&c)) {
        const char *at = c.p;
        int rc = c_event(b, &c);
        if (rc == J_ERR) return NULL;
        if (rc == J_NO) {
            more = !c_ends(at, c.e);
            c.p = at;
            break;
        }
        count++;
    }
    Py_ssize_t end = c.p - u, endc = end;
    if (!ascii) {
        endc = pos;
        for (const char *q = u + start; q < c.p; q++) endc += ((unsigned char)*q & 0xC0) != 0x80;
        Py_INCREF(text);
        Py_XSETREF(b->last_text, text);
        b->last_char = endc;
        b->last_byte = end;
    }
    return Py_BuildValue("(nni)", endc, count, more);
}

/* -- sort and take ---------------------------------------------------------------------------- */

/* merge the sorted runs p[lo:mid] and p[mid:hi] by key k (ties: the left first) */
static void c_merge(uint32_t *p, Py_ssize_t lo, Py_ssize_t mid, Py_ssize_t hi, const double *k, uint32_t *tmp) {
    double kl = k[p[mid - 1]], kr = k[p[mid]];
    if (kl <= kr) return;
    Py_ssize_t x = lo, y = mid; /* the left's head that is <= the right's first stays */
    while (x < y) {
        Py_ssize_t m = x + (y - x) / 2;
        if (k[p[m]] <= kr) x = m + 1;
        else y = m;
    }
    lo = x;
    x = mid, y = hi; /* the right's tail that is >= the left's last stays */
    while (x < y) {
        Py_ssize_t m = x + (y - x) / 2;
        if (k[p[m]] < kl) x = m + 1;
        else y = m;
    }
    hi = x;
    if (mid - lo <= hi - mid) {
        Py_ssize_t na = mid - lo, i = 0, j = mid, o = lo;
        memcpy(tmp, p + lo, (size_t)na * sizeof(uint32_t));
        while (i < na && j < hi) p[o++] = k[p[j]] < k[tmp[i]] ? p[j++] : tmp[i++];
        while (i < na) p[o++] = tmp[i++];
    } else {
        Py_ssize_t nb = hi - mid, i = mid - 1, j = nb - 1, o = hi - 1;
        memcpy(tmp, p + mid, (size_t)nb * sizeof(uint32_t));
        while (j >= 0 && i >= lo) p[o--] = k[tmp[j]] < k[p[i]] ? p[i--] : tmp[j--];
        while (j >= 0) p[o--] = tmp[j--];
    }
}

/* p: the rows 0..n-1 sorted by (k, row): its natural runs merged pairwise */
static int c_sort(uint32_t *p, Py_ssize_t n, const double *k) {
    for (Py_ssize_t i = 0; i < n; i++) p[i] = (uint32_t)i;
    if (n < 2) return 0;
    Py_ssize_t r = 1;
    for (Py_ssize_t i = 1; i < n; i++) r += k[i] < k[i - 1];
    if (r == 1) return 0;
    Py_ssize_t *runs = PyMem_Malloc((size_t)(r + 1) * sizeof(Py_ssize_t));
    uint32_t *tmp = PyMem_Malloc((size_t)(n / 2 + 1) * sizeof(uint32_t));
    if (!runs || !tmp) {
        PyMem_Free(runs);
        PyMem_Free(tmp);
        PyErr_NoMemory();
        return -1;
    }
    Py_ssize_t j = 0;
    runs[j++] = 0;
    for (Py_ssize_t i = 1; i < n; i++)
        if (k[i] < k[i - 1]) runs[j++] = i;
    runs[j] = n;
    while (r > 1) {
        Py_ssize_t w = 0;
        for (Py_ssize_t i = 0; i < r; i += 2) {
            if (i + 1 < r) c_merge(p, runs[i], runs[i + 1], runs[i + 2], k, tmp);
            runs[w++] = runs[i];
        }
        runs[w] = n;
        r = w;
    }
    PyMem_Free(runs);
    PyMem_Free(tmp);
    return 0;
}

/* {sorted row: the COMM_ARGS dict} of the order p (sorted row -> file row) */
static PyObject *c_args_sorted(ColBuilder *b, const uint32_t *p) {
    PyObject *out = PyDict_New();
    if (!out || !PyDict_GET_SIZE(b->args)) return out;
    Py_ssize_t n = b->n;
    unsigned char *has = PyMem_Calloc((size_t)n / 8 + 1, 1);
    if (!has) {
        Py_DECREF(out);
        return PyErr_NoMemory();
    }
    PyObject *key, *val;
    Py_ssize_t it = 0;
    while (PyDict_Next(b->args, &it, &key, &val)) {
        Py_ssize_t r = PyLong_AsSsize_t(key);
        if (r >= 0 && r < n) has[r >> 3] |= (unsigned char)(1u << (r & 7));
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        uint32_t r = p[i];
        if (!(has[r >> 3] & (1u << (r & 7)))) continue;
        PyObject *rk = PyLong_FromSsize_t((Py_ssize_t)r), *ik = PyLong_FromSsize_t(i);
        PyObject *d = rk ? PyDict_GetItemWithError(b->args, rk) : NULL;
        int bad = !rk || !ik || !d || PyDict_SetItem(out, ik, d) < 0;
        Py_XDECREF(rk);
        Py_XDECREF(ik);
        if (bad) {
            PyMem_Free(has);
            Py_DECREF(out);
            return NULL;
        }
    }
    PyMem_Free(has);
    return out;
}

/* the rows put in the order p (new row i = old row p[i]) where they are: its cycles walked */
static int c_apply(ColBuilder *b, const uint32_t *p) {
    Py_ssize_t n = b->n;
    unsigned char *done = PyMem_Calloc((size_t)n / 8 + 1, 1);
    if (!done) {
        PyErr_NoMemory();
        return -1;
    }
#define C_DONE(j) (done[(j) >> 3] & (1u << ((j) & 7)))
#define C_MARK(j) (done[(j) >> 3] |= (unsigned char)(1u << ((j) & 7)))
#define C_ROW(dst, src)                   \
    do {                                  \
        b->ts[dst] = b->ts[src];          \
        b->dur[dst] = b->dur[src];        \
        b->name[dst] = b->name[src];      \
        b->cat[dst] = b->cat[src];        \
        b->tid[dst] = b->tid[src];        \
        b->stream[dst] = b->stream[src];  \
        b->corr[dst] = b->corr[src];      \
    } while (0)
    for (Py_ssize_t i = 0; i < n; i++) {
        if (C_DONE(i)) continue;
        C_MARK(i);
        if (p[i] == (uint32_t)i) continue;
        double ts = b->ts[i], dur = b->dur[i];
        int32_t name = b->name[i], cat = b->cat[i], tid = b->tid[i], stream = b->stream[i];
        int64_t corr = b->corr[i];
        Py_ssize_t j = i;
        for (;;) {
            Py_ssize_t k = p[j];
            if (k == i) break;
            C_ROW(j, k);
            C_MARK(k);
            j = k;
        }
        b->ts[j] = ts, b->dur[j] = dur, b->name[j] = name, b->cat[j] = cat;
        b->tid[j] = tid, b->stream[j] = stream, b->corr[j] = corr;
    }
#undef C_DONE
#undef C_MARK
#undef C_ROW
    PyMem_Free(done);
    return 0;
}

static PyObject *cb_sort(ColBuilder *b, PyObject *a) {
    PyObject *given = Py_None;
    if (!PyArg_ParseTuple(a, "|O", &given)) return NULL;
    if (b->sorted) Py_RETURN_FALSE;
    if (given == Py_None && b->has_nan) Py_RETURN_TRUE;
    uint32_t *p = PyMem_Malloc((size_t)(b->n ? b->n : 1) * sizeof(uint32_t));
    if (!p) return PyErr_NoMemory();
    if (given == Py_None) {
        if (c_sort(p, b->n, b->ts) < 0) goto error;
    } else {
        Py_buffer v;
        if (PyObject_GetBuffer(given, &v, PyBUF_SIMPLE) < 0) goto error;
        if (v.len != b->n * (Py_ssize_t)sizeof(uint32_t)) {
            PyBuffer_Release(&v);
            PyErr_SetString(PyExc_ValueError, "ColumnBuilder.sort: the order is not one uint32 per row");
            goto error;
        }
        memcpy(p, v.buf, (size_t)v.len);
        PyBuffer_Release(&v);
        unsigned char *seen = PyMem_Calloc((size_t)b->n / 8 + 1, 1);
        if (!seen) {
            PyErr_NoMemory();
            goto error;
        }
        for (Py_ssize_t i = 0; i < b->n; i++) {
            uint32_t r = p[i];
            if (r >= (uint32_t)b->n || (seen[r >> 3] & (1u << (r & 7)))) {
                PyMem_Free(seen);
                PyErr_SetString(PyExc_ValueError, "ColumnBuilder.sort: not an order of the rows");
                goto error;
            }
            seen[r >> 3] |= (unsigned char)(1u << (r & 7));
        }
        PyMem_Free(seen);
    }
    b->args_sorted = c_args_sorted(b, p);
    if (!b->args_sorted || c_apply(b, p) < 0) goto error;
    PyMem_Free(p);
    b->sorted = 1;
    Py_RETURN_FALSE;
error:
    PyMem_Free(p);
    Py_CLEAR(b->args_sorted);
    return NULL;
}

static PyObject *cb_ts_file_order(ColBuilder *b, PyObject *unused) {
    return PyBytes_FromStringAndSize((const char *)b->ts, b->n * (Py_ssize_t)sizeof(double));
}

/* take(column, out): out.frombytes(the sorted column), the column freed here */
static PyObject *cb_take(ColBuilder *b, PyObject *a) {
    const char *col;
    PyObject *out;
    if (!PyArg_ParseTuple(a, "sO", &col, &out)) return NULL;
    if (!b->sorted) {
        PyErr_SetString(PyExc_RuntimeError, "ColumnBuilder.take before sort()");
        return NULL;
    }
    void **f;
    size_t size;
    if (!strcmp(col, "ts")) f = (void **)&b->ts, size = 8;
    else if (!strcmp(col, "dur")) f = (void **)&b->dur, size = 8;
    else if (!strcmp(col, "corr")) f = (void **)&b->corr, size = 8;
    else if (!strcmp(col, "name")) f = (void **)&b->name, size = 4;
    else if (!strcmp(col, "cat")) f = (void **)&b->cat, size = 4;
    else if (!strcmp(col, "tid")) f = (void **)&b->tid, size = 4;
    else if (!strcmp(col, "stream")) f = (void **)&b->stream, size = 4;
    else {
        PyErr_Format(PyExc_ValueError, "ColumnBuilder.take: no column %s", col);
        return NULL;
    }
    if (*f == NULL && b->n) {
        PyErr_Format(PyExc_RuntimeError, "ColumnBuilder.take: %s was taken", col);
        return NULL;
    }
    static char empty[8];
    PyObject *mv = PyMemoryView_FromMemory(*f ? (char *)*f : empty, b->n * (Py_ssize_t)size, PyBUF_READ);
    if (!mv) return NULL;
    PyObject *r = PyObject_CallMethod(out, "frombytes", "(O)", mv);
    PyObject *rel = PyObject_CallMethod(mv, "release", NULL); /* no view of it outlives it */
    Py_DECREF(mv);
    if (!r || !rel) {
        Py_XDECREF(r);
        Py_XDECREF(rel);
        return NULL;
    }
    Py_DECREF(r);
    Py_DECREF(rel);
    PyMem_Free(*f);
    *f = NULL;
    Py_RETURN_NONE;
}

static PyObject *cb_args_sorted(ColBuilder *b, PyObject *unused) {
    if (!b->sorted) {
        PyErr_SetString(PyExc_RuntimeError, "ColumnBuilder.args_sorted before sort()");
        return NULL;
    }
    Py_INCREF(b->args_sorted);
    return b->args_sorted;
}

static PyObject *cb_tables(ColBuilder *b, PyObject *unused) {
    return Py_BuildValue("(OOO)", b->names, b->cats, b->tid_values);
}

static Py_ssize_t cb_len(ColBuilder *b) { return b->n; }

static PyMethodDef cb_methods[] = {
    {"feed", (PyCFunction)cb_feed, METH_VARARGS, "(pos, events) of the events of text[pos:] taken here."},
    {"add", (PyCFunction)cb_add, METH_VARARGS, "One kept event from Python."},
    {"sort", (PyCFunction)cb_sort, METH_VARARGS, "Order the rows (True: a NaN start needs Python's order)."},
    {"ts_file_order", (PyCFunction)cb_ts_file_order, METH_NOARGS, "The starts in file order (doubles)."},
    {"take", (PyCFunction)cb_take, METH_VARARGS, "out.frombytes(a sorted column), the column freed here."},
    {"args_sorted", (PyCFunction)cb_args_sorted, METH_NOARGS, "{sorted row: COMM_ARGS dict}."},
    {"tables", (PyCFunction)cb_tables, METH_NOARGS, "(names dict, cats dict, tid values list)."},
    {NULL, NULL, 0, NULL},
};

static PySequenceMethods cb_seq = {.sq_length = (lenfunc)cb_len};

static PyTypeObject ColBuilderType = {
    PyVarObject_HEAD_INIT(NULL, 0) /* (its own comma) */
    .tp_name = "pt2tui.core.parse._scan.ColumnBuilder",
    .tp_basicsize = sizeof(ColBuilder),
    .tp_dealloc = (destructor)cb_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A profiler trace's kept events as columns (see _native/columns.h).",
    .tp_methods = cb_methods,
    .tp_as_sequence = &cb_seq,
    .tp_new = cb_new,
};

#endif
