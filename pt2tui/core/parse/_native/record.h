/* Records built natively (included by _scan.c): a TORCH_TRACE envelope -> the Record
 * record_of.py makes of it, for the envelopes whose every step here is sure to give the same
 * one. Anything else (a field of a wrong type, an odd compile id, JSON the tokenizer leaves to
 * orjson) is left to the Python side (J_NO), which is the reference.
 *
 * configure(...) hands over, once, what record_of.py reads: the Record type and its slots, the
 * caches of compile ids and `file:line` strings (shared with the Python side), and the schema
 * (schema.py) as bit masks of JSON types.
 */
#ifndef PT2TUI_RECORD_H
#define PT2TUI_RECORD_H

#include "json.h"
#include <structmember.h> /* PyMemberDef (descrobject.h from 3.12 on) */

/* JSON types as bits (schema masks, native.py) */
#define JT_NULL 1
#define JT_BOOL 2
#define JT_INT 4
#define JT_FLOAT 8
#define JT_STR 16
#define JT_LIST 32
#define JT_DICT 64

enum { F_INDEX, F_LINE, F_OFFSET, F_LEVEL, F_TIME, F_PID, F_WHERE, F_KIND, F_META, F_CID, F_RANK,
       F_PAYLOAD, F_MD5, F_ENVELOPE, NFIELDS };
static const char *FIELD_NAMES[NFIELDS] = {"index", "line", "offset", "level", "time", "pid",
                                           "where", "kind", "meta", "compile_id", "rank",
                                           "payload", "md5", "envelope"};

typedef struct {
    PyTypeObject *record;       /* Record (NULL: not configured, records are left to Python) */
    Py_ssize_t off[NFIELDS];    /* its slots */
    PyObject *cids;             /* envelopes._CIDS */
    PyObject *compile_id;       /* envelopes._compile_id (a miss) */
    PyObject *wheres;           /* envelopes._WHERES */
    PyObject *where;            /* envelopes._where (a miss) */
    PyObject *schema;           /* kind -> {field: mask} */
    PyObject *frame;            /* {field: mask} of a stack's frames */
    PyObject *envelope;         /* {field: mask} of the envelope's own fields (schema.ENVELOPE) */
    PyObject *stacks;           /* the fields that hold stacks (a set) */
    PyObject *levels[5];        /* "V" "I" "W" "E" "C" */
    PyObject *names[6];         /* frame_id frame_compile_id attempt compiled_autograd_id rank has_payload */
    PyObject *str_kind;         /* "str" */
    PyObject *only_listed;      /* kinds whose metadata keeps only its schema's fields (or NULL) */
} rconf_t;
static rconf_t R;

static int jtype(PyObject *v) {
    if (v == Py_None) return JT_NULL;
    if (PyBool_Check(v)) return JT_BOOL;
    if (PyLong_CheckExact(v)) return JT_INT;
    if (PyFloat_CheckExact(v)) return JT_FLOAT;
    if (PyUnicode_CheckExact(v)) return JT_STR;
    if (PyList_CheckExact(v)) return JT_LIST;
    if (PyDict_CheckExact(v)) return JT_DICT;
    return 0;
}

/* Is every field of d that fields names of the type it wants, its stacks' frames too? */
static int fields_ok(PyObject *fields, PyObject *d) {
    Py_ssize_t i = 0;
    PyObject *k, *v;
    while (PyDict_Next(d, &i, &k, &v)) {
        PyObject *want = PyDict_GetItemWithError(fields, k);
        if (want == NULL) {
            if (PyErr_Occurred()) return J_ERR;
            continue;
        }
        if (!(jtype(v) & PyLong_AsLong(want))) return J_NO;
        if (!PyList_CheckExact(v)) continue;
        int st = PySet_Contains(R.stacks, k);
        if (st < 0) return J_ERR;
        if (!st) continue;
        for (Py_ssize_t j = 0; j < PyList_GET_SIZE(v); j++) {
            PyObject *fr = PyList_GET_ITEM(v, j);
            if (!PyDict_CheckExact(fr)) return J_NO;
            Py_ssize_t m = 0;
            PyObject *fk, *fw;
            while (PyDict_Next(R.frame, &m, &fk, &fw)) {
                PyObject *got = PyDict_GetItemWithError(fr, fk);
                if (got == NULL) {
                    if (PyErr_Occurred()) return J_ERR;
                    continue;
                }
                if (!(jtype(got) & PyLong_AsLong(fw))) return J_NO;
            }
        }
    }
    return J_OK;
}

/* Would schema.check change nothing of this meta? */
static int schema_ok(PyObject *kind, PyObject *meta) {
    PyObject *fields = PyDict_GetItemWithError(R.schema, kind);
    if (fields == NULL) return PyErr_Occurred() ? J_ERR : J_OK;
    if (!PyDict_CheckExact(meta)) return J_NO;
    return fields_ok(fields, meta);
}

/* Which of the six names (R.names) the key is; -1: none. */
static int name_of(PyObject *k) {
    for (int i = 0; i < 6; i++)
        if (k == R.names[i]) return i;
    if (PyUnicode_CHECK_INTERNED(k)) return -1; /* interned: equal only if the same object */
    for (int i = 0; i < 6; i++) {
        int eq = PyUnicode_Compare(k, R.names[i]);
        if (eq == 0) return i;
        if (eq == -1 && PyErr_Occurred()) PyErr_Clear();
    }
    return -1;
}

/* A value of an id field: absent or null (None), or an int (not a bool). */
static int plain_id(PyObject *v) { return v == NULL || v == Py_None || PyLong_CheckExact(v); }

static PyObject *dict_get_or_call(PyObject *cache, PyObject *key, PyObject *fn) {
    PyObject *v = PyDict_GetItemWithError(cache, key);
    if (v != NULL) {
        Py_INCREF(v);
        return v;
    }
    if (PyErr_Occurred()) return NULL;
    return PyObject_CallOneArg(fn, key);
}

typedef struct {
    long long offset, line, pid, g_rank; /* g_rank -1: none */
    char level;
    span_t time, where;
    const char *json, *json_end;
    long long ps, pe; /* absolute payload span; -1, -1: none can follow */
} rin_t;

/* An envelope: j_object, its first member's value (the metadata) with only its schema's fields
 * where its kind is in R.only_listed (j_members_keep's keep_first). */
static int j_envelope(jcur_t *c, PyObject **out) {
    PyObject *keep = NULL;
    jcur_t k = {c->p + 1, c->e}; /* (its kind, looked at first) */
    j_ws(&k);
    if (R.only_listed != NULL && j_peek(&k) == '"') {
        PyObject *kind;
        int rc = j_key(&k, &kind);
        if (rc == J_ERR) return J_ERR;
        if (rc == J_OK) {
            int listed = PySet_Contains(R.only_listed, kind);
            keep = listed == 1 ? PyDict_GetItemWithError(R.schema, kind) : NULL;
            Py_DECREF(kind);
            if (listed < 0 || PyErr_Occurred()) return J_ERR;
        }
    }
    return j_object_keep2(c, out, 0, NULL, keep != NULL && PyDict_CheckExact(keep) ? keep : NULL);
}

/* The Record of one envelope, or J_NO. *md5 (borrowed from the record) is its has_payload. */
static int build_record(const rin_t *in, long long index, PyObject *strings, PyObject **out,
                        PyObject **md5_out) {
    jcur_t c = {in->json, in->json_end};
    j_ws(&c);
    if (j_peek(&c) != '{') return J_NO;
    PyObject *env = NULL;
    int rc = j_envelope(&c, &env);
    if (rc != J_OK) return rc;
    PyObject *rec = NULL, *kind = NULL, *meta = NULL, *extra = NULL;
    PyObject *vals[6] = {NULL, NULL, NULL, NULL, NULL, NULL}; /* borrowed from env */
    PyObject *cid = NULL, *rank = NULL, *where = NULL, *time = NULL, *tup = NULL;
    rc = J_NO;
    j_ws(&c);
    if (c.p != c.e || PyDict_GET_SIZE(env) == 0) goto done;
    Py_ssize_t i = 0;
    PyObject *k, *v;
    int first = 1;
    while (PyDict_Next(env, &i, &k, &v)) {
        int w = name_of(k);
        if (first) {
            first = 0;
            if (w >= 0) goto done; /* a kind named like an id field: record_of's call */
            kind = k;
            meta = v;
            continue;
        }
        if (w >= 0) {
            vals[w] = v;
            continue;
        }
        if (extra == NULL && (extra = PyDict_New()) == NULL) goto error;
        if (PyDict_SetItem(extra, k, v) < 0) goto error;
    }
    rc = schema_ok(kind, meta);
    if (rc != J_OK) goto done_rc;
    if (extra != NULL) { /* the envelope's own fields pt2tui reads (schema.check_envelope) */
        rc = fields_ok(R.envelope, extra);
        if (rc != J_OK) goto done_rc;
    }
    rc = J_NO;
    if (kind == R.str_kind || PyUnicode_Compare(kind, R.str_kind) == 0) {
        if (!PyList_CheckExact(meta) || PyList_GET_SIZE(meta) != 2 ||
            !PyUnicode_CheckExact(PyList_GET_ITEM(meta, 0)) ||
            !PyLong_CheckExact(PyList_GET_ITEM(meta, 1)))
            goto done;
        if (PyDict_SetItem(strings, PyList_GET_ITEM(meta, 1), PyList_GET_ITEM(meta, 0)) < 0)
            goto error;
    } else if (PyErr_Occurred()) {
        goto error;
    }
    /* rank: the envelope's (null: the prefix's; not an int: none), else the prefix's */
    if (vals[4] != NULL && vals[4] != Py_None) {
        if (PyBool_Check(vals[4])) goto done;
        rank = PyLong_CheckExact(vals[4]) ? vals[4] : Py_None;
        Py_INCREF(rank);
    } else {
        if (in->g_rank >= 0) {
            if ((rank = PyLong_FromLongLong(in->g_rank)) == NULL) goto error;
        } else {
            rank = Py_None;
            Py_INCREF(rank);
        }
    }
    /* compile id: envelopes._compile_id of (frame_id, frame_compile_id, attempt, ca id) */
    if (vals[0] != NULL || vals[1] != NULL || vals[3] != NULL) {
        for (int j = 0; j < 4; j++)
            if (!plain_id(vals[j])) goto done;
        if ((tup = PyTuple_New(4)) == NULL) goto error;
        for (int j = 0; j < 4; j++) {
            PyObject *x = vals[j] ? vals[j] : Py_None;
            Py_INCREF(x);
            PyTuple_SET_ITEM(tup, j, x);
        }
        if ((cid = dict_get_or_call(R.cids, tup, R.compile_id)) == NULL) goto error;
    } else {
        cid = Py_None;
        Py_INCREF(cid);
    }
    PyObject *md5 = vals[5] ? vals[5] : Py_None;
    if (md5 != Py_None && !PyUnicode_CheckExact(md5)) goto done;
    if (md5 == Py_None && in->ps < in->pe) goto done; /* TAB lines after a record with no payload */
    {
        PyObject *wb = PyBytes_FromStringAndSize(in->where.p, in->where.n);
        if (wb == NULL) goto error;
        where = dict_get_or_call(R.wheres, wb, R.where);
        Py_DECREF(wb);
        if (where == NULL) goto error;
    }
    if ((time = PyUnicode_DecodeASCII(in->time.p, in->time.n, NULL)) == NULL) goto error;
    static const char LV[] = "VIWEC";
    const char *lv = in->level ? strchr(LV, in->level) : NULL;
    if (lv == NULL) goto done;
    rec = R.record->tp_alloc(R.record, 0);
    if (rec == NULL) goto error;
    PyObject *slot[NFIELDS] = {
        PyLong_FromLongLong(index), PyLong_FromLongLong(in->line), PyLong_FromLongLong(in->offset),
        R.levels[lv - LV], time, PyLong_FromLongLong(in->pid), where, kind, meta, cid, rank,
        md5 == Py_None ? Py_None : Py_BuildValue("(LL)", in->ps, in->pe), md5,
        extra ? extra : Py_None};
    /* borrowed ones get a reference; the new ones own theirs */
    Py_INCREF(slot[F_LEVEL]);
    Py_INCREF(kind);
    Py_INCREF(meta);
    Py_INCREF(md5);
    if (md5 == Py_None) Py_INCREF(Py_None);
    if (extra == NULL) Py_INCREF(Py_None);
    time = where = cid = rank = extra = NULL; /* the slots own them now */
    int bad = 0;
    for (int j = 0; j < NFIELDS; j++) {
        if (slot[j] == NULL) bad = 1;
        *(PyObject **)((char *)rec + R.off[j]) = slot[j];
    }
    if (bad) goto error;
    *out = rec;
    *md5_out = md5;
    rec = NULL;
    rc = J_OK;
    goto done_rc;
error:
    rc = J_ERR;
done:
done_rc:
    Py_XDECREF(rec);
    Py_XDECREF(tup);
    Py_XDECREF(cid);
    Py_XDECREF(rank);
    Py_XDECREF(where);
    Py_XDECREF(time);
    Py_XDECREF(extra);
    Py_DECREF(env);
    return rc;
}

/* configure(Record, fields, cids, compile_id, wheres, where, schema, frame, stacks, envelope,
 *           only_listed) */
static PyObject *configure(PyObject *self, PyObject *args) {
    PyObject *record, *fields, *cids, *compile_id, *wheres, *where, *schema, *frame, *stacks;
    PyObject *envelope, *only_listed;
    if (!PyArg_ParseTuple(args, "O!O!O!OO!OO!O!OO!O!", &PyType_Type, &record, &PyTuple_Type, &fields,
                          &PyDict_Type, &cids, &compile_id, &PyDict_Type, &wheres, &where,
                          &PyDict_Type, &schema, &PyDict_Type, &frame, &stacks, &PyDict_Type,
                          &envelope, &PyFrozenSet_Type, &only_listed))
        return NULL;
    if (PyTuple_GET_SIZE(fields) != NFIELDS) {
        PyErr_SetString(PyExc_ValueError, "Record's fields are not the ones _scan.c knows");
        return NULL;
    }
    PyTypeObject *t = (PyTypeObject *)record;
    Py_ssize_t off[NFIELDS];
    for (int j = 0; j < NFIELDS; j++) {
        PyObject *name = PyTuple_GET_ITEM(fields, j);
        if (!PyUnicode_Check(name) || PyUnicode_CompareWithASCIIString(name, FIELD_NAMES[j]) != 0) {
            PyErr_SetString(PyExc_ValueError, "Record's fields are not the ones _scan.c knows");
            return NULL;
        }
        PyObject *d = PyDict_GetItemWithError(t->tp_dict, name);
        if (d == NULL || !PyObject_TypeCheck(d, &PyMemberDescr_Type) ||
            ((PyMemberDescrObject *)d)->d_member->type != 16 /* T_OBJECT_EX */) {
            if (!PyErr_Occurred())
                PyErr_Format(PyExc_ValueError, "Record.%U is not a slot", name);
            return NULL;
        }
        off[j] = ((PyMemberDescrObject *)d)->d_member->offset;
    }
    PyObject *st = PySet_New(stacks);
    if (st == NULL) return NULL;
    static const char *names[6] = {"frame_id", "frame_compile_id", "attempt",
                                   "compiled_autograd_id", "rank", "has_payload"};
    for (int j = 0; j < 6; j++) {
        if (R.names[j] == NULL && (R.names[j] = PyUnicode_InternFromString(names[j])) == NULL) {
            Py_DECREF(st);
            return NULL;
        }
    }
    for (int j = 0; j < 5; j++) {
        char s[2] = {"VIWEC"[j], 0};
        if (R.levels[j] == NULL && (R.levels[j] = PyUnicode_InternFromString(s)) == NULL) {
            Py_DECREF(st);
            return NULL;
        }
    }
    if (R.str_kind == NULL && (R.str_kind = PyUnicode_InternFromString("str")) == NULL) {
        Py_DECREF(st);
        return NULL;
    }
    Py_INCREF(record);
    Py_XSETREF(R.record, t);
    memcpy(R.off, off, sizeof(off));
    Py_INCREF(cids);
    Py_XSETREF(R.cids, cids);
    Py_INCREF(compile_id);
    Py_XSETREF(R.compile_id, compile_id);
    Py_INCREF(wheres);
    Py_XSETREF(R.wheres, wheres);
    Py_INCREF(where);
    Py_XSETREF(R.where, where);
    Py_INCREF(schema);
    Py_XSETREF(R.schema, schema);
    Py_INCREF(frame);
    Py_XSETREF(R.frame, frame);
    Py_XSETREF(R.stacks, st);
    Py_INCREF(envelope);
    Py_XSETREF(R.envelope, envelope);
    Py_INCREF(only_listed);
    Py_XSETREF(R.only_listed, only_listed);
    Py_RETURN_NONE;
}

#endif
