/* Rows of a profiler trace's columns (core/parse/kineto_columns.py) sorted and measured for the
 * run-time analysis (core/analysis/perf), without a Python step per row (included by _scan.c).
 * Each function has a pure-Python twin in core/analysis/perf (named in its comment) with the
 * same results, floating-point steps included; tests/test_perf_native_rows.py holds them to it.
 * Columns are array objects: ts and dur of doubles, name/cat/tid/stream of int32, corr of int64.
 * Row lists are Python lists of row indices, checked against the columns' length.
 *
 * classify_rows(kinds, name, stream, corr) -> (by_kind, gpu, launch): kinds is a bytes object,
 *   the class (0..8) of each name index. gpu: the rows with stream != -1; launch: the other rows
 *   with corr >= 0; by_kind[k]: the other rows whose name's class is k (k >= 1; by_kind[0] stays
 *   empty). Rows ascending. (index.py _classify)
 * rows_eq(col, value, rows) -> list: the rows (all when rows is None, else those of the list,
 *   in its order) whose int32 column value equals value.
 * window_lengths(ts, dur, rows, los, his, clip) -> list: for each window [los[w], his[w]), the
 *   merged length of the intervals [ts, ts + dur) of the rows (ascending, by start) that start in
 *   it, each end cut at the window's end when clip; 0 (the int, as Python's sum of nothing) for
 *   a window with none. (calls.py _window_lengths: intervals.py's merge and length)
 * region_gaps(ts, dur, name, regions, cover, atens) -> list of (gap, ops): for each region row,
 *   its length less the merged cover rows (not itself) that start inside it (clipped to it),
 *   and, when that is > 0, the aten rows that start in the uncovered stretches and are not
 *   inside another of them (by start, the longer first at a tie), summed by name: ops is a
 *   list of (name index, us) in the order the names first come. (calls.py _region_gaps)
 * tops_within(ts, dur, tid, stream, spans, main) -> list of lists: for each span row g, the CPU
 *   rows of thread main (tid == main, stream == -1) other than g that start in [ts[g], ts[g] +
 *   dur[g]) and are not inside another of them. (kernels.py _tops_within)
 * innermost(ts, dur, rows, times) -> list: for each time (a float, any order; NaN: none), the
 *   row of rows (ascending by start) that contains it and started last, or -1.
 *   (kernels.py _innermost)
 * kernel_groups(name, stream, dur, rows, regions, graphs) -> list of ((name, gpu, region name,
 *   graph name), [count, us]): rows grouped by name index, whether on a GPU (stream != -1) and
 *   the name index of the region and graph row beside each (regions[k], graphs[k] for rows[k];
 *   -1: none), in the order the groups first come, durations summed in row order.
 *   (kernels.py _kernel_groups)
 */
#ifndef PT2TUI_ROWS_H
#define PT2TUI_ROWS_H

#define ROWS_KINDS 9
#define ROWS_MAX 8

/* what one call holds: the columns' buffers and scratch memory, released together */
typedef struct {
    Py_buffer buf[ROWS_MAX];
    int nbuf;
    void *mem[ROWS_MAX];
    int nmem;
    Py_ssize_t n; /* rows: the shortest column's length */
} rows_ctx;

/* a column ('d': doubles, 'i': int32, 'q': int64), or NULL with an exception */
static const void *rows_col(rows_ctx *c, PyObject *o, char kind, const char *what) {
    Py_buffer *v = &c->buf[c->nbuf];
    if (PyObject_GetBuffer(o, v, PyBUF_ND | PyBUF_FORMAT) < 0) return NULL;
    c->nbuf++;
    Py_ssize_t size = kind == 'i' ? 4 : 8;
    int ok = v->ndim == 1 && v->itemsize == size &&
             (kind != 'd' || (v->format != NULL && v->format[0] == 'd' && v->format[1] == 0)) &&
             (kind == 'd' || v->format == NULL || v->format[0] != 'd');
    if (!ok) {
        PyErr_Format(PyExc_TypeError, "%s: a column of %s is expected", what,
                     kind == 'd' ? "doubles" : kind == 'i' ? "int32" : "int64");
        return NULL;
    }
    if (c->nbuf == 1 || v->shape[0] < c->n) c->n = v->shape[0];
    return v->buf;
}

static void *rows_mem(rows_ctx *c, Py_ssize_t count, size_t size) {
    void *p = PyMem_Malloc((size_t)(count > 0 ? count : 1) * size);
    if (p == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    c->mem[c->nmem++] = p;
    return p;
}

/* the row indices of a list (each checked against the columns' length), or NULL */
static Py_ssize_t *rows_list(rows_ctx *c, PyObject *list, Py_ssize_t *len, const char *what) {
    if (!PyList_Check(list)) {
        PyErr_Format(PyExc_TypeError, "%s: a list of row indices is expected", what);
        return NULL;
    }
    Py_ssize_t m = PyList_GET_SIZE(list);
    Py_ssize_t *out = rows_mem(c, m, sizeof(Py_ssize_t));
    if (out == NULL) return NULL;
    for (Py_ssize_t j = 0; j < m; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(list, j));
        if (i == -1 && PyErr_Occurred()) return NULL;
        if (i < 0 || i >= c->n) {
            PyErr_Format(PyExc_IndexError, "%s: row %zd out of range", what, i);
            return NULL;
        }
        out[j] = i;
    }
    *len = m;
    return out;
}

/* everything the call held released; result passed through (NULL: the error stands) */
static PyObject *rows_done(rows_ctx *c, PyObject *result) {
    for (int k = 0; k < c->nbuf; k++) PyBuffer_Release(&c->buf[k]);
    for (int k = 0; k < c->nmem; k++) PyMem_Free(c->mem[k]);
    c->nbuf = c->nmem = 0;
    return result;
}

static int rows_append(PyObject *list, Py_ssize_t i) {
    PyObject *n = PyLong_FromSsize_t(i);
    if (n == NULL) return -1;
    int rc = PyList_Append(list, n);
    Py_DECREF(n);
    return rc;
}

/* first k in [a, b) with ts[rows[k]] >= t (rows ascending by ts) */
static Py_ssize_t rows_lower(const double *ts, const Py_ssize_t *rows, Py_ssize_t a, Py_ssize_t b, double t) {
    while (a < b) {
        Py_ssize_t mid = a + (b - a) / 2;
        if (ts[rows[mid]] < t) a = mid + 1;
        else b = mid;
    }
    return a;
}

typedef struct {
    double s, e;
} rows_iv;

static int rows_iv_cmp(const void *x, const void *y) {
    const rows_iv *a = x, *b = y;
    if (a->s != b->s) return a->s < b->s ? -1 : 1;
    if (a->e != b->e) return a->e < b->e ? -1 : 1;
    return 0;
}

/* iv[0..n) sorted and merged in place (intervals.py merge); returns the merged count */
static Py_ssize_t rows_merge(rows_iv *iv, Py_ssize_t n) {
    int sorted = 1;
    for (Py_ssize_t k = 1; k < n && sorted; k++)
        if (rows_iv_cmp(&iv[k - 1], &iv[k]) > 0) sorted = 0;
    if (!sorted) qsort(iv, (size_t)n, sizeof(rows_iv), rows_iv_cmp);
    Py_ssize_t m = 0;
    for (Py_ssize_t k = 0; k < n; k++) {
        if (m && iv[k].s <= iv[m - 1].e) {
            if (iv[k].e > iv[m - 1].e) iv[m - 1].e = iv[k].e;
        } else {
            iv[m++] = iv[k];
        }
    }
    return m;
}

static double rows_length(const rows_iv *iv, Py_ssize_t m) {
    double tot = 0.0;
    for (Py_ssize_t k = 0; k < m; k++) tot += iv[k].e - iv[k].s;
    return tot;
}

typedef struct {
    double ts, negdur;
    Py_ssize_t pos, row;
} rows_top;

static int rows_top_cmp(const void *x, const void *y) {
    const rows_top *a = x, *b = y;
    if (a->ts != b->ts) return a->ts < b->ts ? -1 : 1;
    if (a->negdur != b->negdur) return a->negdur < b->negdur ? -1 : 1;
    return a->pos < b->pos ? -1 : (a->pos > b->pos);
}

/* the rows of cand[0..n) not inside another (calls.py _top_rows), appended to out */
static int rows_top_level(const double *ts, const double *dur, const Py_ssize_t *cand, Py_ssize_t n,
                          PyObject *out) {
    int ordered = 1;
    for (Py_ssize_t k = 1; k < n && ordered; k++)
        if (!(ts[cand[k]] > ts[cand[k - 1]])) ordered = 0;
    rows_top *t = NULL;
    if (!ordered) { /* a tie or out of order: by (start, longer first), stable */
        t = PyMem_Malloc(sizeof(rows_top) * (size_t)n);
        if (t == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        for (Py_ssize_t k = 0; k < n; k++) {
            t[k].ts = ts[cand[k]];
            t[k].negdur = -dur[cand[k]];
            t[k].pos = k;
            t[k].row = cand[k];
        }
        qsort(t, (size_t)n, sizeof(rows_top), rows_top_cmp);
    }
    double end = -HUGE_VAL;
    int rc = 0;
    for (Py_ssize_t k = 0; k < n && rc == 0; k++) {
        Py_ssize_t i = t ? t[k].row : cand[k];
        if (ts[i] >= end) rc = rows_append(out, i);
        double e = ts[i] + dur[i];
        if (e > end) end = e;
    }
    PyMem_Free(t);
    return rc;
}

static PyObject *classify_rows(PyObject *self, PyObject *args) {
    PyObject *kinds_o, *name_o, *stream_o, *corr_o, *by_kind = NULL, *gpu = NULL, *launch = NULL;
    if (!PyArg_ParseTuple(args, "SOOO", &kinds_o, &name_o, &stream_o, &corr_o)) return NULL;
    rows_ctx c = {0};
    const int32_t *name = rows_col(&c, name_o, 'i', "name");
    const int32_t *stream = name ? rows_col(&c, stream_o, 'i', "stream") : NULL;
    const int64_t *corr = stream ? rows_col(&c, corr_o, 'q', "corr") : NULL;
    if (corr == NULL) return rows_done(&c, NULL);
    if (c.buf[0].shape[0] != c.n || c.buf[1].shape[0] != c.n || c.buf[2].shape[0] != c.n) {
        PyErr_SetString(PyExc_ValueError, "columns of different lengths");
        return rows_done(&c, NULL);
    }
    const unsigned char *kinds = (const unsigned char *)PyBytes_AS_STRING(kinds_o);
    Py_ssize_t nkinds = PyBytes_GET_SIZE(kinds_o);
    if ((by_kind = PyList_New(ROWS_KINDS)) == NULL || (gpu = PyList_New(0)) == NULL ||
        (launch = PyList_New(0)) == NULL)
        goto fail;
    for (int k = 0; k < ROWS_KINDS; k++) {
        PyObject *l = PyList_New(0);
        if (l == NULL) goto fail;
        PyList_SET_ITEM(by_kind, k, l);
    }
    for (Py_ssize_t i = 0; i < c.n; i++) {
        if (stream[i] != -1) {
            if (rows_append(gpu, i) < 0) goto fail;
            continue;
        }
        if (corr[i] >= 0 && rows_append(launch, i) < 0) goto fail;
        unsigned k = (name[i] >= 0 && name[i] < nkinds) ? kinds[name[i]] : 0;
        if (k > 0 && k < ROWS_KINDS && rows_append(PyList_GET_ITEM(by_kind, k), i) < 0) goto fail;
    }
    return rows_done(&c, Py_BuildValue("(NNN)", by_kind, gpu, launch));
fail:
    Py_XDECREF(by_kind);
    Py_XDECREF(gpu);
    Py_XDECREF(launch);
    return rows_done(&c, NULL);
}

static PyObject *rows_eq(PyObject *self, PyObject *args) {
    PyObject *col_o, *rows_o, *out = NULL;
    long value;
    if (!PyArg_ParseTuple(args, "OlO", &col_o, &value, &rows_o)) return NULL;
    rows_ctx c = {0};
    const int32_t *col = rows_col(&c, col_o, 'i', "column");
    if (col == NULL || (out = PyList_New(0)) == NULL) return rows_done(&c, NULL);
    if (rows_o == Py_None) {
        for (Py_ssize_t i = 0; i < c.n; i++)
            if (col[i] == value && rows_append(out, i) < 0) goto fail;
    } else {
        Py_ssize_t m = 0;
        const Py_ssize_t *rows = rows_list(&c, rows_o, &m, "rows");
        if (rows == NULL) goto fail;
        for (Py_ssize_t j = 0; j < m; j++)
            if (col[rows[j]] == value && PyList_Append(out, PyList_GET_ITEM(rows_o, j)) < 0) goto fail;
    }
    return rows_done(&c, out);
fail:
    Py_XDECREF(out);
    return rows_done(&c, NULL);
}

static PyObject *window_lengths(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *rows_o, *los, *his, *out = NULL;
    int clip;
    if (!PyArg_ParseTuple(args, "OOOO!O!p", &ts_o, &dur_o, &rows_o, &PyList_Type, &los, &PyList_Type, &his, &clip))
        return NULL;
    if (PyList_GET_SIZE(los) != PyList_GET_SIZE(his)) {
        PyErr_SetString(PyExc_ValueError, "los, his: two lists of window bounds of one length");
        return NULL;
    }
    rows_ctx c = {0};
    Py_ssize_t nrows = 0, nw = PyList_GET_SIZE(los);
    const double *ts = rows_col(&c, ts_o, 'd', "ts");
    const double *dur = ts ? rows_col(&c, dur_o, 'd', "dur") : NULL;
    const Py_ssize_t *rows = dur ? rows_list(&c, rows_o, &nrows, "rows") : NULL;
    rows_iv *iv = rows ? rows_mem(&c, nrows, sizeof(rows_iv)) : NULL;
    if (iv == NULL || (out = PyList_New(nw)) == NULL) return rows_done(&c, NULL);
    for (Py_ssize_t w = 0; w < nw; w++) {
        double lo = PyFloat_AsDouble(PyList_GET_ITEM(los, w)), hi = PyFloat_AsDouble(PyList_GET_ITEM(his, w));
        if (PyErr_Occurred()) goto fail;
        Py_ssize_t a = rows_lower(ts, rows, 0, nrows, lo), b = rows_lower(ts, rows, a, nrows, hi), n = 0;
        for (Py_ssize_t k = a; k < b; k++, n++) {
            iv[n].s = ts[rows[k]];
            iv[n].e = ts[rows[k]] + dur[rows[k]];
            if (clip && hi < iv[n].e) iv[n].e = hi;
        }
        PyObject *v = n ? PyFloat_FromDouble(rows_length(iv, rows_merge(iv, n))) : PyLong_FromLong(0);
        if (v == NULL) goto fail;
        PyList_SET_ITEM(out, w, v);
    }
    return rows_done(&c, out);
fail:
    Py_XDECREF(out);
    return rows_done(&c, NULL);
}

/* the rows of tops summed by name index (first-come order) as a list of (name, us) */
static PyObject *rows_sum_by_name(PyObject *tops, const int32_t *name, const double *dur) {
    Py_ssize_t k = PyList_GET_SIZE(tops), m = 0;
    int32_t *nm = PyMem_Malloc(sizeof(int32_t) * (size_t)(k ? k : 1));
    double *us = PyMem_Malloc(sizeof(double) * (size_t)(k ? k : 1));
    PyObject *out = NULL;
    if (nm == NULL || us == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(tops, j)), q = 0;
        while (q < m && nm[q] != name[i]) q++;
        if (q == m) {
            nm[m] = name[i];
            us[m++] = 0.0;
        }
        us[q] += dur[i];
    }
    if ((out = PyList_New(m)) == NULL) goto done;
    for (Py_ssize_t q = 0; q < m; q++) {
        PyObject *pair = Py_BuildValue("(id)", (int)nm[q], us[q]);
        if (pair == NULL) {
            Py_CLEAR(out);
            goto done;
        }
        PyList_SET_ITEM(out, q, pair);
    }
done:
    PyMem_Free(nm);
    PyMem_Free(us);
    return out;
}

static PyObject *region_gaps(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *name_o, *reg_o, *cov_o, *aten_o, *out = NULL;
    if (!PyArg_ParseTuple(args, "OOOOOO", &ts_o, &dur_o, &name_o, &reg_o, &cov_o, &aten_o)) return NULL;
    rows_ctx c = {0};
    Py_ssize_t nreg = 0, ncov = 0, naten = 0;
    const double *ts = rows_col(&c, ts_o, 'd', "ts");
    const double *dur = ts ? rows_col(&c, dur_o, 'd', "dur") : NULL;
    const int32_t *name = dur ? rows_col(&c, name_o, 'i', "name") : NULL;
    const Py_ssize_t *reg = name ? rows_list(&c, reg_o, &nreg, "regions") : NULL;
    const Py_ssize_t *cov = reg ? rows_list(&c, cov_o, &ncov, "cover") : NULL;
    const Py_ssize_t *aten = cov ? rows_list(&c, aten_o, &naten, "atens") : NULL;
    rows_iv *iv = aten ? rows_mem(&c, ncov, sizeof(rows_iv)) : NULL;
    Py_ssize_t *cand = iv ? rows_mem(&c, naten, sizeof(Py_ssize_t)) : NULL;
    if (cand == NULL || (out = PyList_New(nreg)) == NULL) return rows_done(&c, NULL);
    for (Py_ssize_t q = 0; q < nreg; q++) {
        Py_ssize_t r = reg[q], m = 0, kept = 0, nc = 0;
        double lo = ts[r], hi = ts[r] + dur[r];
        Py_ssize_t a = rows_lower(ts, cov, 0, ncov, lo), b = rows_lower(ts, cov, a, ncov, hi);
        for (Py_ssize_t k = a; k < b; k++) {
            if (cov[k] == r) continue;
            iv[m].s = ts[cov[k]];
            iv[m++].e = ts[cov[k]] + dur[cov[k]];
        }
        m = rows_merge(iv, m);
        for (Py_ssize_t k = 0; k < m; k++) { /* intervals.py clip: to [lo, hi], what overlaps it */
            if (iv[k].e > lo && iv[k].s < hi) {
                iv[kept].s = iv[k].s > lo ? iv[k].s : lo;
                iv[kept++].e = iv[k].e < hi ? iv[k].e : hi;
            }
        }
        double gap = (hi - lo) - rows_length(iv, kept);
        PyObject *tops = PyList_New(0);
        if (tops == NULL) goto fail;
        if (gap > 0) { /* the atens that start in the stretches no cover row covers */
            double at = lo;
            for (Py_ssize_t k = 0; k <= kept; k++) {
                double stop = k < kept ? iv[k].s : hi;
                if (stop > at) {
                    Py_ssize_t x = rows_lower(ts, aten, 0, naten, at), y = rows_lower(ts, aten, x, naten, stop);
                    for (Py_ssize_t j = x; j < y; j++) cand[nc++] = aten[j];
                }
                if (k < kept && iv[k].e > at) at = iv[k].e;
            }
            if (rows_top_level(ts, dur, cand, nc, tops) < 0) {
                Py_DECREF(tops);
                goto fail;
            }
        }
        PyObject *ops = rows_sum_by_name(tops, name, dur);
        Py_DECREF(tops);
        PyObject *pair = ops ? Py_BuildValue("(dN)", gap, ops) : NULL;
        if (pair == NULL) goto fail;
        PyList_SET_ITEM(out, q, pair);
    }
    return rows_done(&c, out);
fail:
    Py_XDECREF(out);
    return rows_done(&c, NULL);
}

static PyObject *tops_within(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *tid_o, *stream_o, *spans_o, *out = NULL;
    long main_tid;
    if (!PyArg_ParseTuple(args, "OOOOOl", &ts_o, &dur_o, &tid_o, &stream_o, &spans_o, &main_tid)) return NULL;
    rows_ctx c = {0};
    Py_ssize_t nspans = 0;
    const double *ts = rows_col(&c, ts_o, 'd', "ts");
    const double *dur = ts ? rows_col(&c, dur_o, 'd', "dur") : NULL;
    const int32_t *tid = dur ? rows_col(&c, tid_o, 'i', "tid") : NULL;
    const int32_t *stream = tid ? rows_col(&c, stream_o, 'i', "stream") : NULL;
    const Py_ssize_t *spans = stream ? rows_list(&c, spans_o, &nspans, "spans") : NULL;
    Py_ssize_t *cand = spans ? rows_mem(&c, c.n, sizeof(Py_ssize_t)) : NULL;
    if (cand == NULL || (out = PyList_New(nspans)) == NULL) return rows_done(&c, NULL);
    for (Py_ssize_t q = 0; q < nspans; q++) {
        Py_ssize_t g = spans[q], a = 0, b = c.n, nc = 0;
        double lo = ts[g], hi = ts[g] + dur[g];
        while (a < b) { /* the first row that starts at lo or later (rows ascending by start) */
            Py_ssize_t mid = a + (b - a) / 2;
            if (ts[mid] < lo) a = mid + 1;
            else b = mid;
        }
        for (Py_ssize_t j = a; j < c.n && ts[j] < hi; j++)
            if (j != g && tid[j] == main_tid && stream[j] == -1) cand[nc++] = j;
        PyObject *tops = PyList_New(0);
        if (tops == NULL) goto fail;
        PyList_SET_ITEM(out, q, tops);
        if (rows_top_level(ts, dur, cand, nc, tops) < 0) goto fail;
    }
    return rows_done(&c, out);
fail:
    Py_XDECREF(out);
    return rows_done(&c, NULL);
}

typedef struct {
    double t;
    Py_ssize_t pos;
} rows_qt;

static int rows_qt_cmp(const void *x, const void *y) {
    const rows_qt *a = x, *b = y;
    if (a->t != b->t) return a->t < b->t ? -1 : 1;
    return a->pos < b->pos ? -1 : (a->pos > b->pos);
}

static PyObject *innermost(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *rows_o, *times, *out = NULL;
    if (!PyArg_ParseTuple(args, "OOOO!", &ts_o, &dur_o, &rows_o, &PyList_Type, &times)) return NULL;
    rows_ctx c = {0};
    Py_ssize_t nrows = 0, nt = PyList_GET_SIZE(times), nq = 0, top = 0, j = 0;
    const double *ts = rows_col(&c, ts_o, 'd', "ts");
    const double *dur = ts ? rows_col(&c, dur_o, 'd', "dur") : NULL;
    const Py_ssize_t *rows = dur ? rows_list(&c, rows_o, &nrows, "rows") : NULL;
    rows_qt *q = rows ? rows_mem(&c, nt, sizeof(rows_qt)) : NULL;
    Py_ssize_t *res = q ? rows_mem(&c, nt, sizeof(Py_ssize_t)) : NULL;
    Py_ssize_t *stack = res ? rows_mem(&c, nrows, sizeof(Py_ssize_t)) : NULL;
    if (stack == NULL) return rows_done(&c, NULL);
    for (Py_ssize_t k = 0; k < nt; k++) {
        double t = PyFloat_AsDouble(PyList_GET_ITEM(times, k));
        if (t == -1.0 && PyErr_Occurred()) return rows_done(&c, NULL);
        res[k] = -1;
        if (t == t) { /* not NaN */
            q[nq].t = t;
            q[nq++].pos = k;
        }
    }
    qsort(q, (size_t)nq, sizeof(rows_qt), rows_qt_cmp);
    for (Py_ssize_t k = 0; k < nq; k++) { /* a stack of the rows open at t, the last started on top */
        double t = q[k].t;
        while (j < nrows && ts[rows[j]] <= t) stack[top++] = rows[j++];
        while (top && ts[stack[top - 1]] + dur[stack[top - 1]] <= t) top--;
        res[q[k].pos] = top ? stack[top - 1] : -1;
    }
    if ((out = PyList_New(nt)) == NULL) return rows_done(&c, NULL);
    for (Py_ssize_t k = 0; k < nt; k++) {
        PyObject *v = PyLong_FromSsize_t(res[k]);
        if (v == NULL) {
            Py_DECREF(out);
            return rows_done(&c, NULL);
        }
        PyList_SET_ITEM(out, k, v);
    }
    return rows_done(&c, out);
}

static PyObject *kernel_groups(PyObject *self, PyObject *args) {
    PyObject *name_o, *stream_o, *dur_o, *rows_o, *regs_o, *graphs_o, *index = NULL, *keys = NULL, *out = NULL;
    if (!PyArg_ParseTuple(args, "OOOOOO", &name_o, &stream_o, &dur_o, &rows_o, &regs_o, &graphs_o)) return NULL;
    rows_ctx c = {0};
    Py_ssize_t nrows = 0, ng = 0;
    const int32_t *name = rows_col(&c, name_o, 'i', "name");
    const int32_t *stream = name ? rows_col(&c, stream_o, 'i', "stream") : NULL;
    const double *dur = stream ? rows_col(&c, dur_o, 'd', "dur") : NULL;
    const Py_ssize_t *rows = dur ? rows_list(&c, rows_o, &nrows, "rows") : NULL;
    if (rows == NULL) return rows_done(&c, NULL);
    if (!PyList_Check(regs_o) || !PyList_Check(graphs_o) || PyList_GET_SIZE(regs_o) != nrows ||
        PyList_GET_SIZE(graphs_o) != nrows) {
        PyErr_SetString(PyExc_TypeError, "rows, regions, graphs: three lists of one length");
        return rows_done(&c, NULL);
    }
    long *count = rows_mem(&c, nrows, sizeof(long));
    double *us = count ? rows_mem(&c, nrows, sizeof(double)) : NULL;
    if (us == NULL || (index = PyDict_New()) == NULL || (keys = PyList_New(0)) == NULL) goto fail;
    for (Py_ssize_t k = 0; k < nrows; k++) {
        Py_ssize_t i = rows[k], r = PyLong_AsSsize_t(PyList_GET_ITEM(regs_o, k)),
                   g = PyLong_AsSsize_t(PyList_GET_ITEM(graphs_o, k));
        if (PyErr_Occurred()) goto fail;
        if (r >= c.n || g >= c.n) {
            PyErr_SetString(PyExc_IndexError, "regions, graphs: a row out of range");
            goto fail;
        }
        PyObject *key = Py_BuildValue("(iill)", (int)name[i], stream[i] != -1, r >= 0 ? (long)name[r] : -1L,
                                      g >= 0 ? (long)name[g] : -1L);
        if (key == NULL) goto fail;
        PyObject *at = PyDict_GetItemWithError(index, key); /* borrowed */
        Py_ssize_t pos;
        if (at != NULL) {
            pos = PyLong_AsSsize_t(at);
        } else {
            PyObject *p = PyErr_Occurred() ? NULL : PyLong_FromSsize_t(ng);
            if (p == NULL || PyDict_SetItem(index, key, p) < 0 || PyList_Append(keys, key) < 0) {
                Py_XDECREF(p);
                Py_DECREF(key);
                goto fail;
            }
            Py_DECREF(p);
            pos = ng++;
            count[pos] = 0;
            us[pos] = 0.0;
        }
        Py_DECREF(key);
        count[pos] += 1;
        us[pos] += dur[i];
    }
    if ((out = PyList_New(ng)) == NULL) goto fail;
    for (Py_ssize_t k = 0; k < ng; k++) {
        PyObject *item = Py_BuildValue("(O[ld])", PyList_GET_ITEM(keys, k), count[k], us[k]);
        if (item == NULL) goto fail;
        PyList_SET_ITEM(out, k, item);
    }
    Py_DECREF(index);
    Py_DECREF(keys);
    return rows_done(&c, out);
fail:
    Py_XDECREF(index);
    Py_XDECREF(keys);
    Py_XDECREF(out);
    return rows_done(&c, NULL);
}

#endif
