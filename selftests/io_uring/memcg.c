	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
:	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
:	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
B	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
4	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
K	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
4	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
9	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
B	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
:	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
'	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
'	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
j	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
>	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
>	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
#	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
4	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
9	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
!	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
3	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
%	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
!	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
-	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
[	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
]	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
7	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
!	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
B	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
K	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
7	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
!	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
{	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
z	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
z	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
%	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
|	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
|	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
|	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
Q	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
%	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
:	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
%	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
F	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
D	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
W	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
U	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
w	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
v	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
6	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
x	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
:	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
h	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
c	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
k	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
*	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
f	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
=	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
5	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
&	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
>	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
+	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
p	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
X	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
P	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
l	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
/	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
.	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
a	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
g	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
b	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
y	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
e	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
s	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
"	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
,	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
1	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
L	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
<	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
 	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
2	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
0	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
o	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
u	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
n	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
t	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
		/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
m	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
d	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
i	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
r	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
(	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
C	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
G	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
O	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
)	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
;	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
}	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
T	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
H	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
R	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
E	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
S	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
_	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
M	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
A	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
I	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
N	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */

	/*
	 * Not checked: that the usage comes back after the exit.  Slab pages
	 * stay charged while other objects share them, and KASAN's
	 * quarantine holds freed objects; that the rings are freed is what
	 * exit.c checks.
	 */
