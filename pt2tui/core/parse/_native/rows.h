/* Rows of a profiler trace's columns (core/parse/kineto_columns.py) sorted into what the
 * run-time analysis reads (core/analysis/perf/index.py), without a Python step per row
 * (included by _scan.c). Each has a pure-Python twin in index.py with the same results.
 *
 * classify_rows(kinds, name, stream, corr) -> (by_kind, gpu, launch): kinds is a bytes object,
 *   the class (0..8) of each name index; name/stream are int32 columns, corr an int64 column.
 *   gpu: the rows with stream != -1; launch: the other rows with corr >= 0; by_kind[k]: the
 *   other rows whose name's class is k (k >= 1; by_kind[0] stays empty). Rows ascending.
 * rows_eq(col, value, rows) -> list: the rows (all when rows is None, else those of the list,
 *   in its order) whose int32 column value equals value.
 */
#ifndef PT2TUI_ROWS_H
#define PT2TUI_ROWS_H

#define ROWS_KINDS 9

static int rows_buffer(PyObject *o, Py_buffer *v, Py_ssize_t itemsize, const char *what) {
    if (PyObject_GetBuffer(o, v, PyBUF_ND | PyBUF_FORMAT) < 0) return -1;
    if (v->itemsize != itemsize || v->ndim != 1) {
        PyBuffer_Release(v);
        PyErr_Format(PyExc_TypeError, "%s: a column of %zd-byte integers is expected", what, itemsize);
        return -1;
    }
    return 0;
}

static int rows_append(PyObject *list, Py_ssize_t i) {
    PyObject *n = PyLong_FromSsize_t(i);
    if (n == NULL) return -1;
    int rc = PyList_Append(list, n);
    Py_DECREF(n);
    return rc;
}

static PyObject *classify_rows(PyObject *self, PyObject *args) {
    PyObject *kinds_o, *name_o, *stream_o, *corr_o;
    if (!PyArg_ParseTuple(args, "SOOO", &kinds_o, &name_o, &stream_o, &corr_o)) return NULL;
    Py_buffer nv = {0}, sv = {0}, cv = {0};
    PyObject *by_kind = NULL, *gpu = NULL, *launch = NULL, *lists[ROWS_KINDS] = {0};
    if (rows_buffer(name_o, &nv, 4, "name") < 0) return NULL;
    if (rows_buffer(stream_o, &sv, 4, "stream") < 0) goto error;
    if (rows_buffer(corr_o, &cv, 8, "corr") < 0) goto error;
    Py_ssize_t n = nv.shape[0];
    if (sv.shape[0] != n || cv.shape[0] != n) {
        PyErr_SetString(PyExc_ValueError, "columns of different lengths");
        goto error;
    }
    const unsigned char *kinds = (const unsigned char *)PyBytes_AS_STRING(kinds_o);
    Py_ssize_t nkinds = PyBytes_GET_SIZE(kinds_o);
    const int32_t *name = (const int32_t *)nv.buf, *stream = (const int32_t *)sv.buf;
    const int64_t *corr = (const int64_t *)cv.buf;
    by_kind = PyList_New(ROWS_KINDS);
    gpu = PyList_New(0);
    launch = PyList_New(0);
    if (by_kind == NULL || gpu == NULL || launch == NULL) goto error;
    for (int k = 0; k < ROWS_KINDS; k++) {
        lists[k] = PyList_New(0);
        if (lists[k] == NULL) goto error;
        Py_INCREF(lists[k]);
        PyList_SET_ITEM(by_kind, k, lists[k]);
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (stream[i] != -1) {
            if (rows_append(gpu, i) < 0) goto error;
            continue;
        }
        if (corr[i] >= 0 && rows_append(launch, i) < 0) goto error;
        int32_t nm = name[i];
        unsigned k = (nm >= 0 && nm < nkinds) ? kinds[nm] : 0;
        if (k > 0 && k < ROWS_KINDS && rows_append(lists[k], i) < 0) goto error;
    }
    for (int k = 0; k < ROWS_KINDS; k++) Py_CLEAR(lists[k]);
    PyBuffer_Release(&nv);
    PyBuffer_Release(&sv);
    PyBuffer_Release(&cv);
    return Py_BuildValue("(NNN)", by_kind, gpu, launch);
error:
    for (int k = 0; k < ROWS_KINDS; k++) Py_XDECREF(lists[k]);
    Py_XDECREF(by_kind);
    Py_XDECREF(gpu);
    Py_XDECREF(launch);
    if (nv.obj) PyBuffer_Release(&nv);
    if (sv.obj) PyBuffer_Release(&sv);
    if (cv.obj) PyBuffer_Release(&cv);
    return NULL;
}

static PyObject *rows_eq(PyObject *self, PyObject *args) {
    PyObject *col_o, *rows;
    long value;
    if (!PyArg_ParseTuple(args, "OlO", &col_o, &value, &rows)) return NULL;
    Py_buffer v = {0};
    if (rows_buffer(col_o, &v, 4, "column") < 0) return NULL;
    const int32_t *col = (const int32_t *)v.buf;
    Py_ssize_t n = v.shape[0];
    PyObject *out = PyList_New(0);
    if (out == NULL) goto error;
    if (rows == Py_None) {
        for (Py_ssize_t i = 0; i < n; i++)
            if (col[i] == value && rows_append(out, i) < 0) goto error;
    } else {
        if (!PyList_Check(rows)) {
            PyErr_SetString(PyExc_TypeError, "rows: a list of row indices (or None) is expected");
            goto error;
        }
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(rows); j++) {
            PyObject *r = PyList_GET_ITEM(rows, j);
            Py_ssize_t i = PyLong_AsSsize_t(r);
            if (i == -1 && PyErr_Occurred()) goto error;
            if (i < 0 || i >= n) {
                PyErr_SetString(PyExc_IndexError, "row out of range");
                goto error;
            }
            if (col[i] == value && PyList_Append(out, r) < 0) goto error;
        }
    }
    PyBuffer_Release(&v);
    return out;
error:
    Py_XDECREF(out);
    PyBuffer_Release(&v);
    return NULL;
}

/* window_lengths(ts, dur, rows, los, his, clip) -> list: for each window [los[w], his[w]), the
 *   merged length of the intervals [ts, ts + dur) of the rows (ascending, by start) that start in
 *   it, each end cut at the window's end when clip; 0 (the int, as Python's sum of nothing) for
 *   a window with none. The same floating-point steps as intervals.py's merge and length.
 * region_gaps(ts, dur, name, regions, cover, atens) -> list of (gap, ops): for each region row,
 *   its length less the merged cover rows (not itself) that start inside it (clipped to it),
 *   and, when that is > 0, the aten rows that start in the uncovered stretches and are not
 *   inside another of them (by start, the longer first at a tie), summed by name: ops is a
 *   list of (name index, us) in the order the names first come. calls.py's _region_gaps.
 */
static int rows_doubles(PyObject *o, Py_buffer *v, const char *what) {
    if (PyObject_GetBuffer(o, v, PyBUF_ND | PyBUF_FORMAT) < 0) return -1;
    if (v->itemsize != 8 || v->ndim != 1 || v->format == NULL || v->format[0] != 'd') {
        PyBuffer_Release(v);
        PyErr_Format(PyExc_TypeError, "%s: a column of doubles is expected", what);
        return -1;
    }
    return 0;
}

/* the row indices of a list, checked against n */
static Py_ssize_t *rows_of_list(PyObject *list, Py_ssize_t n, Py_ssize_t *len) {
    if (!PyList_Check(list)) {
        PyErr_SetString(PyExc_TypeError, "rows: a list of row indices is expected");
        return NULL;
    }
    Py_ssize_t m = PyList_GET_SIZE(list);
    Py_ssize_t *out = PyMem_Malloc(sizeof(Py_ssize_t) * (m ? m : 1));
    if (out == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t j = 0; j < m; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(list, j));
        if ((i == -1 && PyErr_Occurred()) || i < 0 || i >= n) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_IndexError, "row out of range");
            PyMem_Free(out);
            return NULL;
        }
        out[j] = i;
    }
    *len = m;
    return out;
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

/* merge iv[0..n) (sorted here) in place; returns the merged count */
static Py_ssize_t rows_merge(rows_iv *iv, Py_ssize_t n) {
    if (n == 0) return 0;
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

static PyObject *window_lengths(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *rows_o, *los, *his;
    int clip;
    if (!PyArg_ParseTuple(args, "OOOOOp", &ts_o, &dur_o, &rows_o, &los, &his, &clip)) return NULL;
    if (!PyList_Check(los) || !PyList_Check(his) || PyList_GET_SIZE(los) != PyList_GET_SIZE(his)) {
        PyErr_SetString(PyExc_TypeError, "los, his: two lists of window bounds of one length");
        return NULL;
    }
    Py_buffer tv = {0}, dv = {0};
    Py_ssize_t *rows = NULL, nrows = 0;
    rows_iv *iv = NULL;
    PyObject *out = NULL;
    if (rows_doubles(ts_o, &tv, "ts") < 0) return NULL;
    if (rows_doubles(dur_o, &dv, "dur") < 0) goto error;
    const double *ts = tv.buf, *dur = dv.buf;
    rows = rows_of_list(rows_o, tv.shape[0] < dv.shape[0] ? tv.shape[0] : dv.shape[0], &nrows);
    if (rows == NULL) goto error;
    iv = PyMem_Malloc(sizeof(rows_iv) * (nrows ? nrows : 1));
    if (iv == NULL) {
        PyErr_NoMemory();
        goto error;
    }
    Py_ssize_t nw = PyList_GET_SIZE(los);
    out = PyList_New(nw);
    if (out == NULL) goto error;
    for (Py_ssize_t w = 0; w < nw; w++) {
        double lo = PyFloat_AsDouble(PyList_GET_ITEM(los, w)), hi = PyFloat_AsDouble(PyList_GET_ITEM(his, w));
        if (PyErr_Occurred()) goto error;
        Py_ssize_t a = rows_lower(ts, rows, 0, nrows, lo), b = rows_lower(ts, rows, a, nrows, hi);
        PyObject *v;
        if (a >= b) {
            v = PyLong_FromLong(0);
        } else {
            Py_ssize_t n = 0;
            for (Py_ssize_t k = a; k < b; k++) {
                double s = ts[rows[k]], e = s + dur[rows[k]];
                if (clip && hi < e) e = hi;
                iv[n].s = s;
                iv[n].e = e;
                n++;
            }
            Py_ssize_t m = rows_merge(iv, n);
            double tot = 0.0;
            for (Py_ssize_t k = 0; k < m; k++) tot += iv[k].e - iv[k].s;
            v = PyFloat_FromDouble(tot);
        }
        if (v == NULL) goto error;
        PyList_SET_ITEM(out, w, v);
    }
    PyMem_Free(rows);
    PyMem_Free(iv);
    PyBuffer_Release(&tv);
    PyBuffer_Release(&dv);
    return out;
error:
    Py_XDECREF(out);
    PyMem_Free(rows);
    PyMem_Free(iv);
    if (tv.obj) PyBuffer_Release(&tv);
    if (dv.obj) PyBuffer_Release(&dv);
    return NULL;
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

/* the rows of cand[0..n) not inside another (calls.py top_level), appended to out */
static int rows_top_level(const double *ts, const double *dur, const Py_ssize_t *cand, Py_ssize_t n,
                          PyObject *out) {
    int ordered = 1;
    for (Py_ssize_t k = 1; k < n && ordered; k++)
        if (!(ts[cand[k]] > ts[cand[k - 1]])) ordered = 0;
    rows_top *t = NULL;
    if (!ordered) {
        t = PyMem_Malloc(sizeof(rows_top) * n);
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
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_ssize_t i = t ? t[k].row : cand[k];
        if (ts[i] >= end && rows_append(out, i) < 0) {
            PyMem_Free(t);
            return -1;
        }
        double e = ts[i] + dur[i];
        if (e > end) end = e;
    }
    PyMem_Free(t);
    return 0;
}

/* the rows of tops summed by name index (first-come order) as a list of (name, us) */
static PyObject *rows_sum_by_name(PyObject *tops, const int32_t *name, const double *dur) {
    Py_ssize_t k = PyList_GET_SIZE(tops), m = 0;
    int32_t *nm = PyMem_Malloc(sizeof(int32_t) * (k ? k : 1));
    double *us = PyMem_Malloc(sizeof(double) * (k ? k : 1));
    PyObject *out = NULL;
    if (nm == NULL || us == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t j = 0; j < k; j++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(tops, j));
        Py_ssize_t q = 0;
        while (q < m && nm[q] != name[i]) q++;
        if (q == m) {
            nm[m] = name[i];
            us[m++] = 0.0;
        }
        us[q] += dur[i];
    }
    out = PyList_New(m);
    if (out == NULL) goto done;
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
    PyObject *ts_o, *dur_o, *name_o, *reg_o, *cov_o, *aten_o;
    if (!PyArg_ParseTuple(args, "OOOOOO", &ts_o, &dur_o, &name_o, &reg_o, &cov_o, &aten_o)) return NULL;
    Py_buffer tv = {0}, dv = {0}, nv = {0};
    Py_ssize_t *reg = NULL, *cov = NULL, *aten = NULL, *cand = NULL, nreg = 0, ncov = 0, naten = 0;
    rows_iv *iv = NULL;
    PyObject *out = NULL;
    if (rows_doubles(ts_o, &tv, "ts") < 0) return NULL;
    if (rows_doubles(dur_o, &dv, "dur") < 0) goto error;
    if (rows_buffer(name_o, &nv, 4, "name") < 0) goto error;
    const double *ts = tv.buf, *dur = dv.buf;
    const int32_t *name = nv.buf;
    Py_ssize_t n = tv.shape[0] < dv.shape[0] ? tv.shape[0] : dv.shape[0];
    if (nv.shape[0] < n) n = nv.shape[0];
    if ((reg = rows_of_list(reg_o, n, &nreg)) == NULL) goto error;
    if ((cov = rows_of_list(cov_o, n, &ncov)) == NULL) goto error;
    if ((aten = rows_of_list(aten_o, n, &naten)) == NULL) goto error;
    iv = PyMem_Malloc(sizeof(rows_iv) * (ncov ? ncov : 1));
    cand = PyMem_Malloc(sizeof(Py_ssize_t) * (naten ? naten : 1));
    if (iv == NULL || cand == NULL) {
        PyErr_NoMemory();
        goto error;
    }
    out = PyList_New(nreg);
    if (out == NULL) goto error;
    for (Py_ssize_t q = 0; q < nreg; q++) {
        Py_ssize_t r = reg[q];
        double lo = ts[r], hi = ts[r] + dur[r];
        Py_ssize_t a = rows_lower(ts, cov, 0, ncov, lo), b = rows_lower(ts, cov, a, ncov, hi), m = 0;
        for (Py_ssize_t k = a; k < b; k++) {
            if (cov[k] == r) continue;
            iv[m].s = ts[cov[k]];
            iv[m].e = ts[cov[k]] + dur[cov[k]];
            m++;
        }
        m = rows_merge(iv, m);
        Py_ssize_t c = 0; /* clip to [lo, hi]: drop what ends at or before lo, or starts at or after hi */
        for (Py_ssize_t k = 0; k < m; k++) {
            if (iv[k].e > lo && iv[k].s < hi) {
                iv[c].s = iv[k].s > lo ? iv[k].s : lo;
                iv[c].e = iv[k].e < hi ? iv[k].e : hi;
                c++;
            }
        }
        double covered = 0.0;
        for (Py_ssize_t k = 0; k < c; k++) covered += iv[k].e - iv[k].s;
        double gap = (hi - lo) - covered;
        PyObject *tops = PyList_New(0);
        if (tops == NULL) goto error;
        if (gap > 0) {
            Py_ssize_t nc = 0;
            double at = lo;
            for (Py_ssize_t k = 0; k <= c; k++) {
                double stop = k < c ? iv[k].s : hi;
                if (k == c ? at < hi : stop > at) {
                    Py_ssize_t x = rows_lower(ts, aten, 0, naten, at), y = rows_lower(ts, aten, x, naten, stop);
                    for (Py_ssize_t j = x; j < y; j++) cand[nc++] = aten[j];
                }
                if (k < c && iv[k].e > at) at = iv[k].e;
            }
            if (nc == 1) {
                if (rows_append(tops, cand[0]) < 0) {
                    Py_DECREF(tops);
                    goto error;
                }
            } else if (nc > 1 && rows_top_level(ts, dur, cand, nc, tops) < 0) {
                Py_DECREF(tops);
                goto error;
            }
        }
        PyObject *ops = rows_sum_by_name(tops, name, dur);
        Py_DECREF(tops);
        if (ops == NULL) goto error;
        PyObject *pair = Py_BuildValue("(dN)", gap, ops);
        if (pair == NULL) goto error;
        PyList_SET_ITEM(out, q, pair);
    }
    PyMem_Free(reg);
    PyMem_Free(cov);
    PyMem_Free(aten);
    PyMem_Free(cand);
    PyMem_Free(iv);
    PyBuffer_Release(&tv);
    PyBuffer_Release(&dv);
    PyBuffer_Release(&nv);
    return out;
error:
    Py_XDECREF(out);
    PyMem_Free(reg);
    PyMem_Free(cov);
    PyMem_Free(aten);
    PyMem_Free(cand);
    PyMem_Free(iv);
    if (tv.obj) PyBuffer_Release(&tv);
    if (dv.obj) PyBuffer_Release(&dv);
    if (nv.obj) PyBuffer_Release(&nv);
    return NULL;
}

/* kernel_groups(name, stream, dur, rows, regions, graphs) -> list of (name, gpu, region name,
 *   graph name, count, us): the rows grouped by their name index, whether they ran on a GPU
 *   (stream != -1) and the name index of the region and graph row beside each (regions[k],
 *   graphs[k] for rows[k]; -1: none, kept as -1), in the order the groups first come, the
 *   durations summed in row order. kernels.py's kernel table. */
static PyObject *kernel_groups(PyObject *self, PyObject *args) {
    PyObject *name_o, *stream_o, *dur_o, *rows_o, *regs_o, *graphs_o;
    if (!PyArg_ParseTuple(args, "OOOOOO", &name_o, &stream_o, &dur_o, &rows_o, &regs_o, &graphs_o)) return NULL;
    Py_buffer nv = {0}, sv = {0}, dv = {0};
    PyObject *index = NULL, *out = NULL;
    if (rows_buffer(name_o, &nv, 4, "name") < 0) return NULL;
    if (rows_buffer(stream_o, &sv, 4, "stream") < 0) goto error;
    if (rows_doubles(dur_o, &dv, "dur") < 0) goto error;
    if (!PyList_Check(rows_o) || !PyList_Check(regs_o) || !PyList_Check(graphs_o) ||
        PyList_GET_SIZE(regs_o) != PyList_GET_SIZE(rows_o) || PyList_GET_SIZE(graphs_o) != PyList_GET_SIZE(rows_o)) {
        PyErr_SetString(PyExc_TypeError, "rows, regions, graphs: three lists of one length");
        goto error;
    }
    const int32_t *name = nv.buf, *stream = sv.buf;
    const double *dur = dv.buf;
    Py_ssize_t n = nv.shape[0];
    if (sv.shape[0] < n) n = sv.shape[0];
    if (dv.shape[0] < n) n = dv.shape[0];
    index = PyDict_New();
    out = PyList_New(0);
    if (index == NULL || out == NULL) goto error;
    for (Py_ssize_t k = 0; k < PyList_GET_SIZE(rows_o); k++) {
        Py_ssize_t i = PyLong_AsSsize_t(PyList_GET_ITEM(rows_o, k));
        Py_ssize_t r = PyLong_AsSsize_t(PyList_GET_ITEM(regs_o, k));
        Py_ssize_t g = PyLong_AsSsize_t(PyList_GET_ITEM(graphs_o, k));
        if (PyErr_Occurred()) goto error;
        if (i < 0 || i >= n || r >= n || g >= n) {
            PyErr_SetString(PyExc_IndexError, "row out of range");
            goto error;
        }
        long rn = r >= 0 ? (long)name[r] : -1, gn = g >= 0 ? (long)name[g] : -1;
        PyObject *key = Py_BuildValue("(iill)", (int)name[i], stream[i] != -1, rn, gn);
        if (key == NULL) goto error;
        PyObject *at = PyDict_GetItemWithError(index, key);
        if (at == NULL) {
            if (PyErr_Occurred()) {
                Py_DECREF(key);
                goto error;
            }
            PyObject *pos = PyLong_FromSsize_t(PyList_GET_SIZE(out));
            PyObject *acc = pos ? PyList_New(2) : NULL;
            if (acc == NULL || PyDict_SetItem(index, key, pos) < 0) {
                Py_XDECREF(pos);
                Py_XDECREF(acc);
                Py_DECREF(key);
                goto error;
            }
            Py_DECREF(pos);
            PyList_SET_ITEM(acc, 0, PyLong_FromLong(0));
            PyList_SET_ITEM(acc, 1, PyFloat_FromDouble(0.0));
            PyObject *entry = Py_BuildValue("(NN)", key, acc);
            if (entry == NULL || PyList_Append(out, entry) < 0) {
                Py_XDECREF(entry);
                goto error;
            }
            Py_DECREF(entry);
            at = PyDict_GetItemWithError(index, PyTuple_GET_ITEM(PyList_GET_ITEM(out, PyList_GET_SIZE(out) - 1), 0));
            if (at == NULL) goto error;
        } else {
            Py_DECREF(key);
        }
        PyObject *acc = PyTuple_GET_ITEM(PyList_GET_ITEM(out, PyLong_AsSsize_t(at)), 1);
        PyObject *c = PyLong_FromLong(PyLong_AsLong(PyList_GET_ITEM(acc, 0)) + 1);
        PyObject *u = PyFloat_FromDouble(PyFloat_AS_DOUBLE(PyList_GET_ITEM(acc, 1)) + dur[i]);
        if (c == NULL || u == NULL) {
            Py_XDECREF(c);
            Py_XDECREF(u);
            goto error;
        }
        PyList_SetItem(acc, 0, c);
        PyList_SetItem(acc, 1, u);
    }
    Py_DECREF(index);
    PyBuffer_Release(&nv);
    PyBuffer_Release(&sv);
    PyBuffer_Release(&dv);
    return out;
error:
    Py_XDECREF(index);
    Py_XDECREF(out);
    if (nv.obj) PyBuffer_Release(&nv);
    if (sv.obj) PyBuffer_Release(&sv);
    if (dv.obj) PyBuffer_Release(&dv);
    return NULL;
}

/* tops_within(ts, dur, tid, stream, spans, main) -> list of lists: for each span row g, the CPU
 *   rows of thread main (tid == main, stream == -1) other than g that start in [ts[g], ts[g] +
 *   dur[g]) and are not inside another of them (top_level). kernels.py's graphs' own ops. */
static PyObject *tops_within(PyObject *self, PyObject *args) {
    PyObject *ts_o, *dur_o, *tid_o, *stream_o, *spans_o;
    long main_tid;
    if (!PyArg_ParseTuple(args, "OOOOOl", &ts_o, &dur_o, &tid_o, &stream_o, &spans_o, &main_tid)) return NULL;
    Py_buffer tv = {0}, dv = {0}, iv = {0}, sv = {0};
    Py_ssize_t *spans = NULL, *cand = NULL, nspans = 0;
    PyObject *out = NULL;
    if (rows_doubles(ts_o, &tv, "ts") < 0) return NULL;
    if (rows_doubles(dur_o, &dv, "dur") < 0) goto error;
    if (rows_buffer(tid_o, &iv, 4, "tid") < 0) goto error;
    if (rows_buffer(stream_o, &sv, 4, "stream") < 0) goto error;
    Py_ssize_t n = tv.shape[0];
    if (dv.shape[0] != n || iv.shape[0] != n || sv.shape[0] != n) {
        PyErr_SetString(PyExc_ValueError, "columns of different lengths");
        goto error;
    }
    const double *ts = tv.buf, *dur = dv.buf;
    const int32_t *tid = iv.buf, *stream = sv.buf;
    if ((spans = rows_of_list(spans_o, n, &nspans)) == NULL) goto error;
    cand = PyMem_Malloc(sizeof(Py_ssize_t) * (n ? n : 1));
    if (cand == NULL) {
        PyErr_NoMemory();
        goto error;
    }
    out = PyList_New(nspans);
    if (out == NULL) goto error;
    for (Py_ssize_t q = 0; q < nspans; q++) {
        Py_ssize_t g = spans[q];
        double lo = ts[g], hi = ts[g] + dur[g];
        Py_ssize_t a = 0, b = n;
        while (a < b) { /* first row with ts >= lo */
            Py_ssize_t mid = a + (b - a) / 2;
            if (ts[mid] < lo) a = mid + 1;
            else b = mid;
        }
        Py_ssize_t nc = 0;
        for (Py_ssize_t j = a; j < n && ts[j] < hi; j++)
            if (j != g && tid[j] == main_tid && stream[j] == -1) cand[nc++] = j;
        PyObject *tops = PyList_New(0);
        if (tops == NULL) goto error;
        PyList_SET_ITEM(out, q, tops);
        if (rows_top_level(ts, dur, cand, nc, tops) < 0) goto error;
    }
    PyMem_Free(spans);
    PyMem_Free(cand);
    PyBuffer_Release(&tv);
    PyBuffer_Release(&dv);
    PyBuffer_Release(&iv);
    PyBuffer_Release(&sv);
    return out;
error:
    Py_XDECREF(out);
    PyMem_Free(spans);
    PyMem_Free(cand);
    if (tv.obj) PyBuffer_Release(&tv);
    if (dv.obj) PyBuffer_Release(&dv);
    if (iv.obj) PyBuffer_Release(&iv);
    if (sv.obj) PyBuffer_Release(&sv);
    return NULL;
}

/* innermost(ts, dur, rows, times) -> list: for each time (a float, any order; NaN: none), the
 *   row of rows (ascending by start) that contains it and started last, or -1. kernels.py. */
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
    PyObject *ts_o, *dur_o, *rows_o, *times_o;
    if (!PyArg_ParseTuple(args, "OOOO", &ts_o, &dur_o, &rows_o, &times_o)) return NULL;
    Py_buffer tv = {0}, dv = {0};
    Py_ssize_t *rows = NULL, *stack = NULL, *res = NULL, nrows = 0;
    rows_qt *q = NULL;
    PyObject *out = NULL;
    if (!PyList_Check(times_o)) {
        PyErr_SetString(PyExc_TypeError, "times: a list of floats is expected");
        return NULL;
    }
    if (rows_doubles(ts_o, &tv, "ts") < 0) return NULL;
    if (rows_doubles(dur_o, &dv, "dur") < 0) goto error;
    const double *ts = tv.buf, *dur = dv.buf;
    Py_ssize_t n = tv.shape[0] < dv.shape[0] ? tv.shape[0] : dv.shape[0];
    if ((rows = rows_of_list(rows_o, n, &nrows)) == NULL) goto error;
    Py_ssize_t nt = PyList_GET_SIZE(times_o), nq = 0;
    q = PyMem_Malloc(sizeof(rows_qt) * (nt ? nt : 1));
    res = PyMem_Malloc(sizeof(Py_ssize_t) * (nt ? nt : 1));
    stack = PyMem_Malloc(sizeof(Py_ssize_t) * (nrows ? nrows : 1));
    if (q == NULL || res == NULL || stack == NULL) {
        PyErr_NoMemory();
        goto error;
    }
    for (Py_ssize_t k = 0; k < nt; k++) {
        double t = PyFloat_AsDouble(PyList_GET_ITEM(times_o, k));
        if (t == -1.0 && PyErr_Occurred()) goto error;
        res[k] = -1;
        if (t == t) { /* not NaN */
            q[nq].t = t;
            q[nq].pos = k;
            nq++;
        }
    }
    qsort(q, (size_t)nq, sizeof(rows_qt), rows_qt_cmp);
    Py_ssize_t top = 0, j = 0;
    for (Py_ssize_t k = 0; k < nq; k++) {
        double t = q[k].t;
        while (j < nrows && ts[rows[j]] <= t) stack[top++] = rows[j++];
        while (top && ts[stack[top - 1]] + dur[stack[top - 1]] <= t) top--;
        res[q[k].pos] = top ? stack[top - 1] : -1;
    }
    out = PyList_New(nt);
    if (out == NULL) goto error;
    for (Py_ssize_t k = 0; k < nt; k++) {
        PyObject *v = PyLong_FromSsize_t(res[k]);
        if (v == NULL) goto error;
        PyList_SET_ITEM(out, k, v);
    }
    PyMem_Free(rows);
    PyMem_Free(q);
    PyMem_Free(res);
    PyMem_Free(stack);
    PyBuffer_Release(&tv);
    PyBuffer_Release(&dv);
    return out;
error:
    Py_XDECREF(out);
    PyMem_Free(rows);
    PyMem_Free(q);
    PyMem_Free(res);
    PyMem_Free(stack);
    if (tv.obj) PyBuffer_Release(&tv);
    if (dv.obj) PyBuffer_Release(&dv);
    return NULL;
}

#endif
