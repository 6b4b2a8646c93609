/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Clocks of the benchmark programs: wall time and the process's CPU time,
 * in seconds, and in nanoseconds as integers for the raw counts the
 * programs print (bench/report/benchlib.py computes the figures).
 */
#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

/* Monotonic wall time, in seconds. */
static inline double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* User + system time of this process (all its threads), in seconds. */
static inline double cpu_s(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 +
	       ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6;
}

/* Monotonic wall time, in nanoseconds. */
static inline unsigned long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

/* User + system time of this process (all its threads), in nanoseconds
 * (getrusage's microseconds). */
static inline unsigned long long cpu_ns(void)
{
	struct rusage ru;

	getrusage(RUSAGE_SELF, &ru);
	return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000000ULL +
	       (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1000ULL;
}

/*
 * Busy time of all CPUs in clock ticks (hz a second): /proc/stat's first
 * line less idle and iowait.  Exits if it cannot be read.
 */
static inline unsigned long long cpu_machine(void)
{
	unsigned long long v[8] = { 0 };
	FILE *f = fopen("/proc/stat", "r");

	if (!f || fscanf(f, "cpu %llu %llu %llu %llu %llu %llu %llu %llu",
			 &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7]) != 8) {
		perror("/proc/stat");
		exit(1);
	}
	fclose(f);
	return v[0] + v[1] + v[2] + v[5] + v[6] + v[7];
}

#endif
