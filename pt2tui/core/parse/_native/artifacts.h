/* make_artifacts(Artifact, PayloadRef, whats, wheres, ids, ints, md5s, has_md5, extras) -> the list of
 * a compile's artifacts from the columns core/model/pickling.py packs them into, for `--jobs`
 * workers sending their builders to the parent. Each artifact pickled on its own is two objects
 * of opcodes (a tuple of its fields, the reducer's call, its PayloadRef's): about 0.7 us each to
 * load, on the parent's one core, for every artifact of the run. Here:
 *
 *   whats    a list of 4-tuples (name, kind, category, encoding): the same in many compiles;
 *   wheres   a list of 4-tuples (compile_id, rank, ref kind, ref path): the same in one compile;
 *   ids      uint32 x 2 per artifact: its what and its where;
 *   ints     int64 x 3 per artifact: ref.start, ref.end, index;
 *   md5s     32 ASCII bytes per artifact with an md5 (has_md5: one byte per artifact, 0 or 1);
 *   extras   a list of (i, ref.inline, meta) in order of i, where either is not None.
 *
 * Both classes are frozen, slotted dataclasses whose __slots__ are their fields, in this order
 * (pickling.py checks): their slots are filled as make_slotted fills them (_native/slotted.h). */

static int fill(PyObject *obj, const Py_ssize_t *off, Py_ssize_t i, PyObject *v) {
    /* steals v */
    if (!v) return -1;
    *(PyObject **)((char *)obj + off[i]) = v;
    return 0;
}

static PyObject *make_artifacts(PyObject *self, PyObject *args) {
    PyTypeObject *atp, *rtp;
    PyObject *whats, *wheres, *extras;
    Py_buffer sids, ints, md5s, has;
    if (!PyArg_ParseTuple(args, "O!O!O!O!y*y*y*y*O!", &PyType_Type, &atp, &PyType_Type, &rtp, &PyList_Type,
                          &whats, &PyList_Type, &wheres, &sids, &ints, &md5s, &has, &PyList_Type, &extras))
        return NULL;
    PyObject *out = NULL;
    PyObject *aoffs = offsets_of(atp), *roffs = aoffs ? offsets_of(rtp) : NULL;
    Py_ssize_t n = has.len, nextras = PyList_GET_SIZE(extras);
    Py_ssize_t nwhats = PyList_GET_SIZE(whats), nwheres = PyList_GET_SIZE(wheres);
    if (!roffs) goto done;
    if (PyBytes_GET_SIZE(aoffs) != 9 * (Py_ssize_t)sizeof(Py_ssize_t) ||
        PyBytes_GET_SIZE(roffs) != 6 * (Py_ssize_t)sizeof(Py_ssize_t)) {
        PyErr_SetString(PyExc_TypeError, "make_artifacts: classes of 9 and 6 slots");
        goto done;
    }
    if (sids.len != n * 8 || ints.len != n * 24) {
        PyErr_SetString(PyExc_ValueError, "make_artifacts: columns of different lengths");
        goto done;
    }
    for (Py_ssize_t k = 0; k < nwhats + nwheres; k++) {
        PyObject *s = k < nwhats ? PyList_GET_ITEM(whats, k) : PyList_GET_ITEM(wheres, k - nwhats);
        if (!PyTuple_Check(s) || PyTuple_GET_SIZE(s) != 4) {
            PyErr_SetString(PyExc_ValueError, "make_artifacts: a what or where is not a 4-tuple");
            goto done;
        }
    }
    const Py_ssize_t *aoff = (const Py_ssize_t *)PyBytes_AS_STRING(aoffs);
    const Py_ssize_t *roff = (const Py_ssize_t *)PyBytes_AS_STRING(roffs);
    const uint32_t *sid = (const uint32_t *)sids.buf;
    const unsigned char *hasp = (const unsigned char *)has.buf, *md5 = (const unsigned char *)md5s.buf;
    const unsigned char *md5_end = md5 + md5s.len;
    Py_ssize_t x = 0; /* the next extra */
    if (!(out = PyList_New(n))) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        int64_t v[3];
        memcpy(v, (const char *)ints.buf + i * 24, sizeof v);
        if (sid[2 * i] >= (uint32_t)nwhats || sid[2 * i + 1] >= (uint32_t)nwheres) {
            PyErr_SetString(PyExc_ValueError, "make_artifacts: a what or where out of range");
            goto fail;
        }
        PyObject *what = PyList_GET_ITEM(whats, sid[2 * i]), *where = PyList_GET_ITEM(wheres, sid[2 * i + 1]);
        PyObject *inl = Py_None, *meta = Py_None;
        if (x < nextras) {
            PyObject *e = PyList_GET_ITEM(extras, x);
            if (!PyTuple_Check(e) || PyTuple_GET_SIZE(e) != 3) {
                PyErr_SetString(PyExc_ValueError, "make_artifacts: an extra is not a 3-tuple");
                goto fail;
            }
            Py_ssize_t at = PyLong_AsSsize_t(PyTuple_GET_ITEM(e, 0));
            if (at == -1 && PyErr_Occurred()) goto fail;
            if (at == i) {
                inl = PyTuple_GET_ITEM(e, 1);
                meta = PyTuple_GET_ITEM(e, 2);
                x++;
            }
        }
        PyObject *md5v = Py_None;
        if (hasp[i]) {
            if (md5_end - md5 < 32) {
                PyErr_SetString(PyExc_ValueError, "make_artifacts: fewer md5s than marked");
                goto fail;
            }
            if (!(md5v = PyUnicode_DecodeASCII((const char *)md5, 32, NULL))) goto fail;
            md5 += 32;
        } else {
            Py_INCREF(md5v);
        }
        PyObject *ref = rtp->tp_alloc(rtp, 0);
        if (!ref) {
            Py_DECREF(md5v);
            goto fail;
        }
        PyObject *a = atp->tp_alloc(atp, 0);
        if (!a) {
            Py_DECREF(md5v);
            Py_DECREF(ref);
            goto fail;
        }
        PyList_SET_ITEM(out, i, a); /* (dealloc'd with the list on a failure below: its NULL slots too) */
        for (int j = 0; j < 4; j++) fill(a, aoff, j, Py_NewRef(PyTuple_GET_ITEM(what, j)));
        fill(a, aoff, 4, Py_NewRef(PyTuple_GET_ITEM(where, 0)));
        fill(a, aoff, 5, Py_NewRef(PyTuple_GET_ITEM(where, 1)));
        fill(a, aoff, 6, ref);
        fill(a, aoff, 8, Py_NewRef(meta));
        fill(ref, roff, 0, Py_NewRef(PyTuple_GET_ITEM(where, 2)));
        fill(ref, roff, 1, Py_NewRef(PyTuple_GET_ITEM(where, 3)));
        fill(ref, roff, 4, md5v);
        fill(ref, roff, 5, Py_NewRef(inl));
        if (fill(ref, roff, 2, PyLong_FromLongLong(v[0])) < 0 || fill(ref, roff, 3, PyLong_FromLongLong(v[1])) < 0 ||
            fill(a, aoff, 7, PyLong_FromLongLong(v[2])) < 0)
            goto fail;
    }
    if (x != nextras || md5 != md5_end) {
        PyErr_SetString(PyExc_ValueError, "make_artifacts: extras or md5s left over");
        goto fail;
    }
    goto done;
fail:
    Py_CLEAR(out);
done:
    PyBuffer_Release(&sids);
    PyBuffer_Release(&ints);
    PyBuffer_Release(&md5s);
    PyBuffer_Release(&has);
    return out;
}

/* shift_index(arts, Artifact, base): each artifact's index (its 8th slot) moved on by base, in
 * place: a worker numbered its artifacts from 0, the merge numbers them after the run's
 * (core/model/merge.py); object.__setattr__ on each frozen artifact took 0.15 us. */
static PyObject *shift_index(PyObject *self, PyObject *args) {
    PyObject *arts;
    PyTypeObject *atp;
    long long base;
    if (!PyArg_ParseTuple(args, "O!O!L", &PyList_Type, &arts, &PyType_Type, &atp, &base)) return NULL;
    PyObject *aoffs = offsets_of(atp);
    if (!aoffs) return NULL;
    if (PyBytes_GET_SIZE(aoffs) != 9 * (Py_ssize_t)sizeof(Py_ssize_t)) {
        PyErr_SetString(PyExc_TypeError, "shift_index: a class of 9 slots");
        return NULL;
    }
    Py_ssize_t off = ((const Py_ssize_t *)PyBytes_AS_STRING(aoffs))[7], n = PyList_GET_SIZE(arts);
    for (Py_ssize_t i = 0; i < n; i++) { /* all checked first: either all are moved on or none */
        PyObject *a = PyList_GET_ITEM(arts, i), *v = Py_IS_TYPE(a, atp) ? *(PyObject **)((char *)a + off) : NULL;
        long long x, moved;
        if (!v || !PyLong_CheckExact(v)) {
            PyErr_SetString(PyExc_TypeError, "shift_index: not an artifact with an int index");
            return NULL;
        }
        x = PyLong_AsLongLong(v);
        if ((x == -1 && PyErr_Occurred()) || __builtin_add_overflow(x, base, &moved)) {
            PyErr_Clear();
            PyErr_SetString(PyExc_OverflowError, "shift_index: an index beyond int64");
            return NULL;
        }
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject **slot = (PyObject **)((char *)PyList_GET_ITEM(arts, i) + off);
        PyObject *nv = PyLong_FromLongLong(PyLong_AsLongLong(*slot) + base); /* (checked above) */
        if (!nv) return NULL;
        Py_SETREF(*slot, nv);
    }
    Py_RETURN_NONE;
}

/* pack_artifacts(Artifact, PayloadRef, arts, interned) -> the columns make_artifacts takes
 * (whats, wheres, ids, ints, md5s, has_md5, extras), or None where one of arts does not fit them
 * (not exactly an Artifact with a PayloadRef, an int that is not an exact int64, an md5 that is
 * not 32 ASCII characters, one object twice). core/model/pickling.py's _pack is its Python twin:
 * the same columns, the same None. ``interned`` is pickling's _WHATS: each what tuple kept is the
 * one there (one tuple for all of a worker's compiles: pickled once), emptied past 50,000. A
 * worker packs every compile's artifacts it sends: 1.15 us an artifact in Python here. */

static PyObject *slot_of(PyObject *obj, const Py_ssize_t *off, int i) {
    PyObject *v = *(PyObject **)((char *)obj + off[i]); /* borrowed */
    if (!v) PyErr_SetString(PyExc_AttributeError, "pack_artifacts: a slot without a value");
    return v;
}

static int exact_int64(PyObject *v, int64_t *out) {
    /* 1: an exact int within int64 (in *out); 0: not; -1: an error */
    if (!PyLong_CheckExact(v)) return 0;
    int overflow = 0;
    long long x = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (overflow) return 0;
    if (x == -1 && PyErr_Occurred()) return -1;
    *out = x;
    return 1;
}

static Py_ssize_t row_of(PyObject *index, PyObject *rows, PyObject *key, PyObject *row) {
    /* key's row in rows (index: key -> its number), row appended when key is new; -1: an error */
    PyObject *k = PyDict_GetItemWithError(index, key);
    if (k) return PyLong_AsSsize_t(k);
    if (PyErr_Occurred()) return -1;
    Py_ssize_t at = PyList_GET_SIZE(rows);
    PyObject *num = PyLong_FromSsize_t(at);
    if (!num || PyDict_SetItem(index, key, num) < 0) {
        Py_XDECREF(num);
        return -1;
    }
    Py_DECREF(num);
    return PyList_Append(rows, row) < 0 ? -1 : at;
}

static PyObject *pack_artifacts(PyObject *self, PyObject *args) {
    PyTypeObject *atp, *rtp;
    PyObject *arts, *interned;
    if (!PyArg_ParseTuple(args, "O!O!O!O!", &PyType_Type, &atp, &PyType_Type, &rtp, &PyList_Type, &arts,
                          &PyDict_Type, &interned))
        return NULL;
    PyObject *aoffs = offsets_of(atp), *roffs = aoffs ? offsets_of(rtp) : NULL;
    if (!roffs) return NULL;
    if (PyBytes_GET_SIZE(aoffs) != 9 * (Py_ssize_t)sizeof(Py_ssize_t) ||
        PyBytes_GET_SIZE(roffs) != 6 * (Py_ssize_t)sizeof(Py_ssize_t)) {
        PyErr_SetString(PyExc_TypeError, "pack_artifacts: classes of 9 and 6 slots");
        return NULL;
    }
    const Py_ssize_t *aoff = (const Py_ssize_t *)PyBytes_AS_STRING(aoffs);
    const Py_ssize_t *roff = (const Py_ssize_t *)PyBytes_AS_STRING(roffs);
    Py_ssize_t n = PyList_GET_SIZE(arts), nmd5 = 0;
    PyObject *out = NULL, *whats = PyDict_New(), *wheres = PyDict_New(), *seen = PySet_New(NULL);
    PyObject *what_rows = PyList_New(0), *where_rows = PyList_New(0), *extras = PyList_New(0);
    PyObject *sids = PyBytes_FromStringAndSize(NULL, n * 8), *ints = PyBytes_FromStringAndSize(NULL, n * 24);
    PyObject *md5s = PyBytes_FromStringAndSize(NULL, n * 32), *has = PyBytes_FromStringAndSize(NULL, n);
    if (!whats || !wheres || !seen || !what_rows || !where_rows || !extras || !sids || !ints || !md5s || !has)
        goto done;
    char *hasp = PyBytes_AS_STRING(has), *md5p = PyBytes_AS_STRING(md5s);
    memset(hasp, 0, (size_t)n);
    PyObject *last[4] = {NULL, NULL, NULL, NULL};
    Py_ssize_t last_w = -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        /* (the list may not change meanwhile: nothing here calls back into Python but the
         * dicts' hashes and compares of str, int and None) */
        PyObject *a = PyList_GET_ITEM(arts, i), *r, *v[3], *md5;
        if (!Py_IS_TYPE(a, atp)) goto unfit;
        if (!(r = slot_of(a, aoff, 6))) goto done;
        if (!Py_IS_TYPE(r, rtp)) goto unfit;
        PyObject *id = PyLong_FromVoidPtr(a);
        int dup = id ? PySet_Contains(seen, id) : -1;
        if (dup == 0 && PySet_Add(seen, id) < 0) dup = -1;
        Py_XDECREF(id);
        if (dup < 0) goto done;
        if (dup) goto unfit;
        if (!(v[0] = slot_of(r, roff, 2)) || !(v[1] = slot_of(r, roff, 3)) || !(v[2] = slot_of(a, aoff, 7)) ||
            !(md5 = slot_of(r, roff, 4)))
            goto done;
        int64_t iv[3];
        for (int j = 0; j < 3; j++) {
            int ok = exact_int64(v[j], &iv[j]);
            if (ok < 0) goto done;
            if (!ok) goto unfit;
        }
        if (md5 != Py_None) {
            if (!PyUnicode_CheckExact(md5) || PyUnicode_GET_LENGTH(md5) != 32 || !PyUnicode_IS_ASCII(md5))
                goto unfit;
            memcpy(md5p + 32 * nmd5++, PyUnicode_DATA(md5), 32);
            hasp[i] = 1;
        }
        PyObject *f[6];
        for (int j = 0; j < 6; j++)
            if (!(f[j] = slot_of(a, aoff, j))) goto done;
        PyObject *rkind = slot_of(r, roff, 0), *rpath = rkind ? slot_of(r, roff, 1) : NULL;
        PyObject *inl = rpath ? slot_of(r, roff, 5) : NULL, *meta = inl ? slot_of(a, aoff, 8) : NULL;
        if (!meta) goto done;
        PyObject *what = PyTuple_Pack(4, f[0], f[1], f[2], f[3]);
        if (!what) goto done;
        Py_ssize_t k;
        PyObject *kk = PyDict_GetItemWithError(whats, what);
        if (kk) {
            k = PyLong_AsSsize_t(kk);
        } else if (PyErr_Occurred()) {
            k = -1;
        } else { /* a new what: the one interned (a tuple for all compiles), the interned emptied past 50,000 */
            PyObject *kept = NULL;
            if (PyDict_GET_SIZE(interned) > 50000) PyDict_Clear(interned);
            kept = PyDict_SetDefault(interned, what, what);
            k = kept ? row_of(whats, what_rows, what, kept) : -1;
        }
        Py_DECREF(what);
        if (k < 0) goto done;
        Py_ssize_t w = last_w; /* (the same objects as the artifact before: the same where) */
        if (w < 0 || f[4] != last[0] || f[5] != last[1] || rkind != last[2] || rpath != last[3]) {
            PyObject *cid_id = PyLong_FromVoidPtr(f[4]);
            PyObject *where = cid_id ? PyTuple_Pack(4, cid_id, f[5], rkind, rpath) : NULL;
            PyObject *row = where ? PyTuple_Pack(4, f[4], f[5], rkind, rpath) : NULL;
            w = row ? row_of(wheres, where_rows, where, row) : -1;
            Py_XDECREF(cid_id);
            Py_XDECREF(where);
            Py_XDECREF(row);
            if (w < 0) goto done;
            /* (borrowed: the artifacts hold them while this runs) */
            last[0] = f[4], last[1] = f[5], last[2] = rkind, last[3] = rpath, last_w = w;
        }
        uint32_t ids[2] = {(uint32_t)k, (uint32_t)w};
        memcpy(PyBytes_AS_STRING(sids) + 8 * i, ids, 8);
        memcpy(PyBytes_AS_STRING(ints) + 24 * i, iv, 24);
        if (inl != Py_None || meta != Py_None) {
            PyObject *e = Py_BuildValue("(nOO)", i, inl, meta);
            int bad = !e || PyList_Append(extras, e) < 0;
            Py_XDECREF(e);
            if (bad) goto done;
        }
    }
    if (_PyBytes_Resize(&md5s, 32 * nmd5) < 0) goto done;
    out = PyTuple_Pack(7, what_rows, where_rows, sids, ints, md5s, has, extras);
    goto done;
unfit:
    out = Py_NewRef(Py_None);
done:
    Py_XDECREF(whats);
    Py_XDECREF(wheres);
    Py_XDECREF(seen);
    Py_XDECREF(what_rows);
    Py_XDECREF(where_rows);
    Py_XDECREF(extras);
    Py_XDECREF(sids);
    Py_XDECREF(ints);
    Py_XDECREF(md5s);
    Py_XDECREF(has);
    return out;
}
