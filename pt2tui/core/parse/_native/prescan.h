/* The prescan of a range of a TORCH_TRACE file in one pass, without the GIL (included by _scan.c
 * after parse_header, payload_end, count_nl and record_rank).
 *
 * prescan_lines(buf, final) -> (newlines, used, str_offsets, pid_ranks)
 *
 * buf starts at a line start. Whole lines are read, up to the last newline in buf (used: the
 * bytes read, just past it; 0 when buf holds no newline and final is false: a line longer than
 * buf, which the caller reads on its own); with final, an unterminated last line is read too.
 * newlines: the newlines in [0, used). str_offsets: where '{"str"' begins in each header line
 * that has it (the caller keeps it when it is the envelope: segment._keep_str). pid_ranks: for
 * each pid, (pid, rank) of its first record in buf that gives its process a rank (record_rank),
 * in the order first seen. TAB lines (payloads) are passed over whole.
 *
 * What segment.py did with prescan + pid_ranks (two passes, and a Python int per record), in one
 * pass that lets go of the GIL: the segments' ranges are prescanned on several cores at once
 * (sources/parallel.py). */
#ifndef PT2TUI_PRESCAN_H
#define PT2TUI_PRESCAN_H

typedef struct {
    long long *v;
    Py_ssize_t n, cap;
} llvec_t;

static int llvec_push(llvec_t *a, long long x) {
    if (a->n == a->cap) {
        Py_ssize_t cap = a->cap ? 2 * a->cap : 64;
        long long *v = realloc(a->v, (size_t)cap * sizeof(long long));
        if (v == NULL) return -1;
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

/* The pids seen with a rank: open addressing on the pid (pids are few: one per process). */
typedef struct {
    long long *keys; /* -1: empty */
    Py_ssize_t cap, n;
} pidset_t;

static int pidset_has_or_add(pidset_t *s, long long pid, int add) {
    if (s->cap == 0 || (add && 2 * (s->n + 1) > s->cap)) {
        Py_ssize_t cap = s->cap ? 2 * s->cap : 64;
        long long *keys = malloc((size_t)cap * sizeof(long long));
        if (keys == NULL) return -1;
        for (Py_ssize_t i = 0; i < cap; i++) keys[i] = -1;
        for (Py_ssize_t i = 0; i < s->cap; i++) {
            if (s->keys[i] < 0) continue;
            size_t h = (size_t)(s->keys[i] * 0x9E3779B97F4A7C15ULL) & (size_t)(cap - 1);
            while (keys[h] >= 0) h = (h + 1) & (size_t)(cap - 1);
            keys[h] = s->keys[i];
        }
        free(s->keys);
        s->keys = keys;
        s->cap = cap;
    }
    size_t h = (size_t)(pid * 0x9E3779B97F4A7C15ULL) & (size_t)(s->cap - 1);
    while (s->keys[h] >= 0) {
        if (s->keys[h] == pid) return 1;
        h = (h + 1) & (size_t)(s->cap - 1);
    }
    if (add) {
        s->keys[h] = pid;
        s->n++;
    }
    return 0;
}

static const char STR_HEAD[] = "{\"str\"";

static PyObject *prescan_lines(PyObject *self, PyObject *args) {
    Py_buffer view;
    int final;
    if (!PyArg_ParseTuple(args, "y*p", &view, &final)) return NULL;
    const char *buf = (const char *)view.buf, *end = buf + view.len;
    llvec_t strs = {0}, pr = {0};
    pidset_t seen = {0};
    long long lines = 0;
    int oom = 0;
    const char *stop = end; /* the lines read end here */
    const char *p = buf;
    Py_BEGIN_ALLOW_THREADS
    if (!final) { /* up to the last newline: the line after it is the caller's next window */
        const char *q = end;
        while (q > buf && q[-1] != '\n') q--;
        stop = q;
    }
    while (p < stop && !oom) {
        if (*p == '\t') { /* a payload: its TAB lines at once */
            long long nl = 0;
            const char *q = payload_end(p, stop, &nl);
            if (q == NULL) { /* to the end of what is read */
                lines += count_nl(p, stop);
                p = stop;
                break;
            }
            lines += nl;
            p = q;
            continue;
        }
        const char *nl = memchr(p, '\n', stop - p);
        const char *le = nl ? nl : stop; /* (no newline: final's unterminated last line) */
        const char *e = (le > p && le[-1] == '\r') ? le - 1 : le;
        header_t h;
        if (parse_header(p, e, &h)) {
            if (e - h.json >= 6 && memcmp(h.json, STR_HEAD, 6) == 0)
                oom |= llvec_push(&strs, h.json - buf) < 0;
            if (nl != NULL) { /* (whole lines only, as pid_ranks) */
                int has = pidset_has_or_add(&seen, h.pid, 0);
                long long r = has ? -1 : record_rank(&h, e);
                if (has < 0) {
                    oom = 1;
                } else if (r >= 0) {
                    oom |= pidset_has_or_add(&seen, h.pid, 1) < 0;
                    oom |= llvec_push(&pr, h.pid) < 0 || llvec_push(&pr, r) < 0;
                }
            }
        } else { /* not a header the parser reads: only where '{"str"' is, for the caller */
            const char *s = memmem(p, e - p, STR_HEAD, 6);
            if (s != NULL) oom |= llvec_push(&strs, s - buf) < 0;
        }
        if (nl == NULL) {
            p = stop;
            break;
        }
        lines++;
        p = nl + 1;
    }
    Py_END_ALLOW_THREADS
    Py_ssize_t used = p - buf;
    PyBuffer_Release(&view);
    PyObject *offs = NULL, *ranks = NULL, *out = NULL;
    if (oom) {
        PyErr_NoMemory();
        goto done;
    }
    offs = PyList_New(strs.n);
    ranks = PyList_New(pr.n / 2);
    if (offs == NULL || ranks == NULL) goto done;
    for (Py_ssize_t i = 0; i < strs.n; i++) {
        PyObject *o = PyLong_FromLongLong(strs.v[i]);
        if (o == NULL) goto done;
        PyList_SET_ITEM(offs, i, o);
    }
    for (Py_ssize_t i = 0; i < pr.n / 2; i++) {
        PyObject *t = Py_BuildValue("(LL)", pr.v[2 * i], pr.v[2 * i + 1]);
        if (t == NULL) goto done;
        PyList_SET_ITEM(ranks, i, t);
    }
    out = Py_BuildValue("(LnOO)", lines, used, offs, ranks);
done:
    Py_XDECREF(offs);
    Py_XDECREF(ranks);
    free(strs.v);
    free(pr.v);
    free(seen.keys);
    return out;
}

#endif
