/* The objects of a JSON array, for the profiler-trace reader (kineto.py) on the shared tokenizer
 * (included by _scan.c).
 *
 * json_objects(text, pos) -> (objects, pos): from text[pos:], inside a JSON array (its '[' read),
 * the complete objects one after the other (commas and whitespace between them skipped), each
 * the dict json.loads makes of it. It stops before the first thing it does not take: the array's
 * ']', an item that is not an object, an object cut by the end of the text (more is to be read),
 * JSON the tokenizer leaves to Python (see json.h): kineto.py takes that one and calls again.
 * text is a str of ASCII characters only (its positions are then byte offsets), or a bytes-like
 * object; any other str gives ([], pos).
 */
#ifndef PT2TUI_EVENTS_H
#define PT2TUI_EVENTS_H

#include "json.h"

static PyObject *json_objects(PyObject *self, PyObject *args) {
    PyObject *text;
    Py_ssize_t pos;
    if (!PyArg_ParseTuple(args, "On", &text, &pos)) return NULL;
    Py_buffer view = {0};
    const char *s;
    Py_ssize_t n;
    if (PyUnicode_Check(text)) {
#if PY_VERSION_HEX < 0x030C0000
        if (PyUnicode_READY(text) < 0) return NULL;
#endif
        if (!PyUnicode_IS_ASCII(text)) return Py_BuildValue("(Nn)", PyList_New(0), pos);
        s = (const char *)PyUnicode_DATA(text);
        n = PyUnicode_GET_LENGTH(text);
    } else {
        if (PyObject_GetBuffer(text, &view, PyBUF_SIMPLE) < 0) return NULL;
        s = (const char *)view.buf;
        n = view.len;
    }
    PyObject *out = PyList_New(0);
    if (out == NULL) goto error;
    if (pos < 0) pos = 0;
    jcur_t c = {s + (pos < n ? pos : n), s + n};
    while (j_next_object(&c)) {
        const char *at = c.p;
        PyObject *d = NULL;
        int rc = j_object(&c, &d, 0);
        if (rc == J_ERR) goto error;
        if (rc == J_NO) {
            c.p = at;
            break;
        }
        rc = PyList_Append(out, d);
        Py_DECREF(d);
        if (rc < 0) goto error;
    }
    if (view.obj) PyBuffer_Release(&view);
    return Py_BuildValue("(Nn)", out, (Py_ssize_t)(c.p - s));
error:
    Py_XDECREF(out);
    if (view.obj) PyBuffer_Release(&view);
    return NULL;
}

#endif
